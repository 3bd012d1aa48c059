"""A real MCP client (the official Python SDK, `mcp` on PyPI) driving `uispec mcp`.

Run by spec-cli/tests/mcp.rs, one scenario per call:

    python client.py <scenario> <uispec binary> <project dir> [mode]

`mode` is the SDK's connect mode: `legacy` (the `initialize` handshake) or `auto` (the
2026-07-28 `server/discover`, falling back to `initialize`). A failed check raises, so the
process exits non-zero with a traceback naming it.
"""

import asyncio
import json
import os
import subprocess
import sys
import traceback

from mcp import Client, MCPError, StdioServerParameters

SCENARIO, BINARY, PROJECT = sys.argv[1], sys.argv[2], sys.argv[3]
MODE = sys.argv[4] if len(sys.argv) > 4 else "legacy"


def server():
    # The SDK passes an allow-list of variables to the child; NO_COLOR keeps stderr plain.
    env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", ""), "NO_COLOR": "1"}
    return StdioServerParameters(command=BINARY, args=["mcp", "--project", PROJECT], env=env)


def check(condition, what):
    if not condition:
        raise AssertionError(what)


async def expect_error(call, code, *fragments):
    """`call` must fail with a JSON-RPC error `code` whose message has every fragment."""
    try:
        await call
    except MCPError as error:
        check(error.code == code, f"error code {error.code} != {code}: {error.message}")
        for fragment in fragments:
            check(fragment in error.message, f"{fragment!r} not in {error.message!r}")
        return error
    raise AssertionError(f"expected error {code}, got a result")


def text_of(result):
    return "".join(block.text for block in result.content if block.type == "text")


async def tool(client, name, arguments=None, is_error=False):
    result = await client.call_tool(name, arguments or {})
    check(bool(result.is_error) == is_error, f"{name}: isError={result.is_error}: {text_of(result)}")
    return result


async def handshake(client):
    info = client.server_info
    check(info.name == "uispec", f"server name {info.name}")
    caps = client.server_capabilities
    check(caps.prompts is not None and caps.tools is not None and caps.resources is not None,
          f"capabilities {caps}")
    print("protocol", client.protocol_version)


async def prompts(client):
    listed = (await client.list_prompts()).prompts
    check([p.name for p in listed] == ["enrich-spec"], f"prompts {listed}")
    arguments = {a.name: a.required for a in listed[0].arguments}
    check(arguments == {"component": True, "focus": False}, f"arguments {arguments}")

    result = await client.get_prompt("enrich-spec", {"component": "button"})
    check(len(result.messages) == 2, f"{len(result.messages)} messages")
    spec, instructions = result.messages
    check(spec.role == "user" and spec.content.type == "resource", f"first message {spec}")
    check(spec.content.resource.uri == "spec://button", spec.content.resource.uri)
    check(spec.content.resource.mime_type == "application/json", "mime type")
    check(json.loads(spec.content.resource.text)["name"] == "Button", "embedded spec")
    text = instructions.content.text
    for fragment in [
        "### Button (https://www.w3.org/WAI/ARIA/apg/patterns/button/)",
        "| Space | activates the button |",
        "## Validation findings for this spec",
        "`path` = `specs/button.json`",
        "Keep every existing field",
    ]:
        check(fragment in text, f"{fragment!r} not in the instructions")

    narrowed = await client.get_prompt("enrich-spec", {"component": "specs/tabs.json", "focus": "guidelines"})
    text = narrowed.messages[1].content.text
    check("### Tabs (" in text and "`guidelines` is an array" in text, "tabs guidelines")
    check('"keyboardInteractions"' not in text, "guidelines focus leaves accessibility out")

    await expect_error(client.get_prompt("enrich-spec", {"component": "buton"}), -32602,
                       "no spec named `buton`", "did you mean `Button`?")
    await expect_error(client.get_prompt("enrich-spec", {}), -32602, "`component` is required")
    await expect_error(client.get_prompt("enrich-spec", {"component": "button", "focus": "aria"}),
                       -32602, "unknown focus `aria`")
    await expect_error(client.get_prompt("no-such-prompt", {}), -32602, "unknown prompt")


async def tools(client):
    names = sorted(t.name for t in (await client.list_tools()).tools)
    check(names == ["diff", "get_spec", "list_presets", "list_specs", "save_spec", "validate"], f"tools {names}")

    listed = (await tool(client, "list_specs")).structured_content["specs"]
    by_name = {s["name"]: s for s in listed}
    check(by_name["IconButton"]["path"] == "specs/icon-button.json", f"list_specs {by_name}")
    check(by_name["IconButton"]["uri"] == "spec://icon-button", "uri")
    check(all(s["errors"] == 0 for s in listed), "no spec has errors")

    got = await tool(client, "get_spec", {"name": "icon-button"})
    check(got.structured_content["spec"]["name"] == "IconButton", "get_spec by kebab name")
    check(json.loads(text_of(got))["name"] == "IconButton", "get_spec text is the file")
    missing = await tool(client, "get_spec", {"name": "Buton"}, is_error=True)
    check("did you mean `Button`?" in text_of(missing), text_of(missing))
    await tool(client, "get_spec", {}, is_error=True)

    report = (await tool(client, "validate")).structured_content
    check(report["version"] == 1 and report["summary"]["errors"] == 0, f"validate {report['summary']}")
    check(report["summary"]["specs"] == 11, f"validate {report['summary']}")
    one = (await tool(client, "validate", {"name": "Button", "level": "strict"})).structured_content
    check(one["summary"]["specs"] == 1 and one["diagnostics"] == [], f"validate Button {one}")
    await tool(client, "validate", {"level": "pedantic"}, is_error=True)

    presets = (await tool(client, "list_presets")).structured_content["presets"]
    check(len(presets) == 10 and presets[0]["id"] == "button", f"presets {presets}")

    await expect_error(client.call_tool("no_such_tool", {}), -32602, "unknown tool")

    # `diff`: no repository is a tool error that says so; in one, a change is classified.
    outside = await tool(client, "diff", {}, is_error=True)
    check("is not inside a git repository" in text_of(outside), text_of(outside))
    git = ["git", "-c", "user.name=uispec", "-c", "user.email=test@uispec.dev", "-c", "commit.gpgsign=false"]
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "base"]):
        subprocess.run(git + args, cwd=PROJECT, check=True, capture_output=True)
    same = (await tool(client, "diff", {"base": "HEAD"})).structured_content
    check(same["verdict"] is None and same["changes"] == [], f"diff {same}")
    path = os.path.join(PROJECT, "specs", "icon-button.json")
    with open(path) as file:
        spec = json.load(file)
    spec["name"] = "IconAction"
    spec["x-renamed-from"] = "IconButton"
    with open(path, "w") as file:
        json.dump(spec, file)
    renamed = await tool(client, "diff", {"base": "HEAD"})
    kinds = [c["kind"] for c in renamed.structured_content["changes"]]
    check(kinds == ["component-renamed"], f"diff {kinds}")
    # The example is at 0.1.0: below 1.0.0 a breaking change needs a minor bump.
    check("minor release: 1 breaking" in text_of(renamed), text_of(renamed))
    refused = await tool(client, "diff", {"base": "--output=x"}, is_error=True)
    check("no revision `--output=x`" in text_of(refused), text_of(refused))
    spec["name"] = "IconButton"
    del spec["x-renamed-from"]
    with open(path, "w") as file:
        json.dump(spec, file)


def enriched(spec):
    """What an agent following enrich-spec returns for the Badge preset: everything kept."""
    spec = dict(spec)
    accessibility = dict(spec.get("accessibility", {}))
    accessibility["role"] = "status"
    accessibility["ariaAttributes"] = accessibility.get("ariaAttributes", []) + [
        "aria-live=\"polite\" only when the count updates live",
    ]
    spec["accessibility"] = accessibility
    spec["guidelines"] = spec.get("guidelines", []) + [
        "Give numeric badges text context, e.g. a visually hidden \"3 unread\".",
    ]
    return spec


async def save(client):
    before = (await tool(client, "get_spec", {"name": "Badge"})).structured_content["spec"]
    prompt = await client.get_prompt("enrich-spec", {"component": "Badge"})
    check("status role (no APG pattern)" in prompt.messages[1].content.text, "badge pattern")

    saved = await tool(client, "save_spec", {"path": "specs/badge.json", "spec": enriched(before)})
    result = saved.structured_content
    check(result["saved"] and result["outcome"] == "updated", f"save {result}")
    check(result["uri"] == "spec://badge", f"uri {result}")
    after = (await tool(client, "get_spec", {"name": "Badge"})).structured_content["spec"]
    check(after == enriched(before), "the saved spec is what was sent")
    added = [] if "accessibility" in before else ["accessibility"]
    check(list(after) == list(before) + added, f"key order kept: {list(after)}")
    again = await tool(client, "save_spec", {"path": "specs/badge.json", "spec": enriched(before)})
    check(again.structured_content["outcome"] == "unchanged", "saving the same spec twice")

    # A new spec, sent as a string.
    new = json.dumps({"name": "Tooltip", "description": "A hint on hover and focus."}, indent=2)
    created = (await tool(client, "save_spec", {"path": "specs/overlays/tooltip.json", "spec": new})).structured_content
    check(created["outcome"] == "created", f"created {created}")
    check(any(d["rule"] == "spec-no-component" for d in created["warnings"]["diagnostics"]),
          f"a spec without code is a standard-level warning: {created}")
    check(os.path.isfile(os.path.join(PROJECT, "specs/overlays/tooltip.json")), "tooltip written")

    # Errors at the basic level: nothing is written.
    badge_text = open(os.path.join(PROJECT, "specs/badge.json")).read()
    broken = dict(before, variants=[{"name": "tone"}], colour="red")
    refused = await tool(client, "save_spec", {"path": "specs/badge.json", "spec": broken}, is_error=True)
    check(not refused.structured_content["saved"], "refused")
    rules = {d["rule"] for d in refused.structured_content["report"]["diagnostics"]}
    check("spec-schema" in rules, f"rules {rules}")
    check("--> specs/badge.json:" in text_of(refused), text_of(refused))
    check(open(os.path.join(PROJECT, "specs/badge.json")).read() == badge_text, "badge unchanged")

    syntax = await tool(client, "save_spec", {"path": "specs/badge.json", "spec": '{\n  "name": "Badge",\n}'},
                        is_error=True)
    location = syntax.structured_content["report"]["diagnostics"][0]["location"]
    check(location["path"] == "specs/badge.json" and location["start"]["line"] == 2, f"location {location}")
    dup = await tool(client, "save_spec", {"path": "specs/badge-copy.json", "spec": before}, is_error=True)
    check("spec-duplicate-name" in text_of(dup), text_of(dup))
    check(not os.path.exists(os.path.join(PROJECT, "specs/badge-copy.json")), "no copy written")

    report = (await tool(client, "validate", {"name": "Badge"})).structured_content
    check(report["summary"]["errors"] == 0, f"the enriched Badge validates: {report}")


async def save_macro(client):
    """A draft that adds a value to an axis of a component `#[component_spec]` checks is
    validated against the enums the draft generates, not those of the file on disk."""
    spec = (await tool(client, "get_spec", {"name": "Badge"})).structured_content["spec"]
    tone = next(axis for axis in spec["variants"] if axis["name"] == "tone")
    tone["values"].append("accent")
    saved = (await tool(client, "save_spec", {"path": "specs/badge.json", "spec": spec})).structured_content
    check(saved["saved"], f"saved {saved}")
    found = saved["warnings"]["diagnostics"]
    check(not found, f"the draft's own enums have `accent`: {found}")
    # The code still follows the spec: its `tone` is the generated enum, whatever its values.
    report = (await tool(client, "validate", {"name": "Badge"})).structured_content
    check(report["summary"]["errors"] == 0, f"Badge validates: {report}")


async def traversal(client):
    outside = sys.argv[5]
    spec = {"name": "Evil"}
    for path, why in [
        ("../../etc/passwd", "`..` leads outside the project"),
        ("/etc/passwd", "absolute paths are refused"),
        (os.path.join(outside, "evil.json"), "absolute paths are refused"),
        ("specs/../../evil.json", "`..` leads outside the project"),
        ("specs/out/evil.json", "symbolic link on the way leads outside"),
        ("specs/passwd.json", "symbolic link on the way leads outside"),
        ("uispec.toml", "a spec file name ends in `.json`"),
        ("tokens/evil.json", "specs are saved under the project's spec paths"),
        ("specs/link.json", "it is a symbolic link"),
    ]:
        refused = await tool(client, "save_spec", {"path": path, "spec": spec}, is_error=True)
        check(why in text_of(refused), f"{path}: {text_of(refused)}")
    for name in ["../../etc/passwd", "/etc/passwd", "specs/passwd.json", "specs/out/secret.json"]:
        await tool(client, "get_spec", {"name": name}, is_error=True)
        await expect_error(client.read_resource(f"spec://{name}"), -32002)
        await expect_error(client.get_prompt("enrich-spec", {"component": name}), -32602)
    check(sorted(os.listdir(outside)) == ["secret.json"], f"outside: {os.listdir(outside)}")


async def resources(client):
    listed = {r.uri: r for r in (await client.list_resources()).resources}
    check("uispec://schema" in listed and "spec://button" in listed, f"resources {list(listed)}")
    templates = [t.uri_template for t in (await client.list_resource_templates()).resource_templates]
    check(templates == ["spec://{name}"], f"templates {templates}")
    button = (await client.read_resource("spec://Button")).contents[0]
    check(json.loads(button.text)["name"] == "Button" and button.mime_type == "application/json", "spec://Button")
    schema = (await client.read_resource("uispec://schema")).contents[0]
    check("accessibility" in json.loads(schema.text)["properties"], "the schema")
    await expect_error(client.read_resource("spec://nope"), -32002, "no spec named `nope`")
    await expect_error(client.read_resource("file:///etc/passwd"), -32002, "no resource")


SCENARIOS = {
    "handshake": handshake,
    "prompts": prompts,
    "tools": tools,
    "save": save,
    "save-macro": save_macro,
    "traversal": traversal,
    "resources": resources,
}


async def main():
    failed = None
    async with Client(server(), mode=MODE) as client:
        try:
            await SCENARIOS[SCENARIO](client)
        except AssertionError as error:
            # Reported after the session closes, without the task groups' tracebacks.
            failed = traceback.format_exc()
    if failed:
        sys.exit(f"check failed in scenario {SCENARIO} ({MODE}):\n{failed}")
    print("ok", SCENARIO, MODE)


asyncio.run(main())
