"""`uispec lsp` driven by a real LSP client (pytest-lsp, on pygls), on a copy of the bundled
design system. Run by spec-cli/tests/lsp.rs with UISPEC_BIN (the binary) and UISPEC_EXAMPLE
(examples/design-system); scripts/install-test-clients installs the client.

Every test edits buffers without saving them: what the editor shows while typing."""

import asyncio
import json
import os
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

BIN = os.environ["UISPEC_BIN"]
EXAMPLE = pathlib.Path(os.environ["UISPEC_EXAMPLE"])


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    root = tmp_path / "design-system"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns("target"))
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BIN, "lsp"]))
async def client(lsp_client: LanguageClient, project: pathlib.Path):
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        root_uri=project.as_uri(),
        initialization_options={"diagnosticDelay": 20},
    )
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "uispec"
    assert result.capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)
    yield
    await lsp_client.shutdown_session()


def open_doc(client: LanguageClient, path: pathlib.Path, text: str | None = None) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="json", version=1, text=text if text is not None else path.read_text()
            )
        )
    )
    return uri


def replace_all(client: LanguageClient, uri: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def diagnostics_for(client: LanguageClient, uri: str, predicate, timeout: float = 10.0):
    """Waits until the diagnostics published for `uri` satisfy `predicate`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        found = client.diagnostics.get(uri, [])
        if predicate(found):
            return found
        remaining = deadline - asyncio.get_running_loop().time()
        assert remaining > 0, f"no matching diagnostics for {uri}; last: {found}"
        try:
            await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), remaining)
        except asyncio.TimeoutError:
            pass


def position_of(text: str, needle: str, delta: int = 0) -> types.Position:
    """The UTF-16 position of `needle` (plus `delta` characters) in `text`."""
    return position_at(text, text.index(needle) + delta)


def position_at(text: str, offset: int) -> types.Position:
    before = text[:offset]
    line = before.count("\n")
    column = before[before.rfind("\n") + 1 :]
    return types.Position(line=line, character=len(column.encode("utf-16-le")) // 2)


# Where the cursor is in a marked text (`|` would clash with prop types like `"a" | "b"`).
CURSOR = "‸"


def open_button(client: LanguageClient, project: pathlib.Path) -> tuple[str, str]:
    """Opens the example's `specs/button.json` as it is on disk: its text and its URI."""
    path = project / "specs" / "button.json"
    text = path.read_text()
    return text, open_doc(client, path, text)


async def complete(client: LanguageClient, uri: str, position: types.Position):
    return await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )


async def hover_at(client: LanguageClient, uri: str, position: types.Position):
    return await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )


async def code_actions(client: LanguageClient, uri: str, range: types.Range, diagnostics) -> list:
    """The code actions offered over `range` with `diagnostics` in context."""
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )


def codes(diagnostics) -> list[str]:
    return [d.code for d in diagnostics]


@pytest.mark.asyncio
async def test_errors_while_typing_and_the_did_you_mean_fix(client: LanguageClient, project: pathlib.Path):
    path = project / "specs" / "button.json"
    text = path.read_text()
    uri = open_doc(client, path)
    typo = text.replace('"{color.action.primary.background}"', '"{color.action.primary.backgrund}"', 1)
    replace_all(client, uri, typo, 2)
    found = await diagnostics_for(client, uri, lambda ds: "token-missing" in codes(ds))
    missing = next(d for d in found if d.code == "token-missing")
    assert missing.range.start.line == position_of(typo, "backgrund").line
    assert missing.code_description.href == "https://uispec.dev/rules/token-missing"
    assert missing.severity == types.DiagnosticSeverity.Error
    assert path.read_text() == text, "the file on disk is untouched"

    actions = await code_actions(client, uri, missing.range, [missing])
    fix = next(a for a in actions if a.title.startswith("Replace with"))
    assert fix.title == "Replace with `{color.action.primary.background}`"
    (edit,) = fix.edit.changes[uri]
    lines = typo.split("\n")
    line = lines[edit.range.start.line]
    fixed_line = line[: edit.range.start.character] + edit.new_text + line[edit.range.end.character :]
    assert '"{color.action.primary.background}"' in fixed_line
    lines[edit.range.start.line] = fixed_line
    replace_all(client, uri, "\n".join(lines), 3)
    await diagnostics_for(client, uri, lambda ds: "token-missing" not in codes(ds))


@pytest.mark.asyncio
async def test_half_typed_json_keeps_the_last_good_model(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)
    at = text.index('"root.background[variant=primary]"')
    half = text[:at] + '"root.color": "{color.ac\n' + text[at:]
    replace_all(client, uri, half, 2)
    found = await diagnostics_for(client, uri, lambda ds: "json-syntax" in codes(ds))
    assert found[0].range.start.line == position_of(half, '"root.color"').line

    # Completion still knows the tokens and the spec.
    result = await complete(client, uri, position_of(half, "{color.ac", len("{color.ac")))
    labels = [item.label for item in result.items]
    assert "color.action.primary.background" in labels
    assert all(label.startswith("color.ac") for label in labels)

    # Another spec's findings are not lost meanwhile, and the file recovers.
    replace_all(client, uri, text, 3)
    await diagnostics_for(client, uri, lambda ds: not ds)


@pytest.mark.asyncio
async def test_token_completion_ranks_by_type_and_carries_colours(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)
    result = await complete(client, uri, position_of(text, "{color.action.primary.background}", 1))
    items = {item.label: item for item in result.items}
    item = items["color.action.primary.background"]
    assert item.kind == types.CompletionItemKind.Color
    assert item.documentation == "#2563eb"
    assert "light: #2563eb" in item.detail and "dark: " in item.detail
    assert item.text_edit.new_text == "{color.action.primary.background}"
    # `root.background` takes colours: every colour token comes before any other.
    kinds = [i.kind for i in sorted(result.items, key=lambda i: i.sort_text)]
    first_other = next((n for n, k in enumerate(kinds) if k != types.CompletionItemKind.Color), len(kinds))
    assert all(k != types.CompletionItemKind.Color for k in kinds[first_other:])
    assert first_other > 0


@pytest.mark.asyncio
async def test_completion_of_keys_variants_dependencies_and_aria(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)

    async def labels(marked: str) -> list[str]:
        """The labels completed at the CURSOR in `marked`."""
        at = marked.index(CURSOR)
        edited = marked.replace(CURSOR, "", 1)
        replace_all(client, uri, edited, 2)
        result = await complete(client, uri, position_at(edited, at))
        return [item.label for item in result.items]

    mapping = text.index('"root.background[variant=primary]"')
    parts = await labels(text[:mapping] + '"‸", ' + text[mapping:])
    assert "root" in parts
    properties = await labels(text[:mapping] + '"root.‸", ' + text[mapping:])
    assert "background" in properties and "borderColor" in properties
    states = await labels(text[:mapping] + '"root.background:‸", ' + text[mapping:])
    assert "hover" in states
    selectors = await labels(text[:mapping] + '"root.background[‸", ' + text[mapping:])
    assert "variant=primary]" in selectors and "size=sm]" in selectors

    defaults = text.index('"defaultVariants": {') + len('"defaultVariants": {')
    axes = await labels(text[:defaults] + '"‸": "md", ' + text[defaults:])
    assert "variant" in axes and "size" in axes
    values = await labels(text[:defaults] + '"size": "‸", ' + text[defaults:])
    assert values == ["sm", "md", "lg"]

    deps = await labels(text.rstrip()[:-1] + ', "dependencies": ["‸"]}')
    assert "Dialog" in deps and "Button" not in deps
    role = await labels(text.rstrip()[:-1] + ', "accessibility": {"role": "‸"}}')
    assert "button" in role and "dialog" in role
    aria = await labels(text.rstrip()[:-1] + ', "accessibility": {"ariaAttributes": ["aria-p‸"]}}')
    assert "aria-pressed" in aria
    keys = await labels(text.rstrip()[:-1] + ', "accessibility": {"keyboardInteractions": [{"key": "‸"}]}}')
    assert "Enter" in keys and "Escape" in keys


@pytest.mark.asyncio
async def test_hover_shows_values_per_theme(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)
    hover = await hover_at(client, uri, position_of(text, "{color.action.primary.background}", 5))
    value = hover.contents.value
    assert "`{color.action.primary.background}`" in value and "`color`" in value
    assert "| light | `#2563eb` |" in value
    assert "| dark |" in value
    assert "`{base.color.blue.600}`" in value, "the alias chain"

    name = await hover_at(client, uri, position_of(text, '"disabled"', 2))
    assert "disabled" in name.contents.value and "bool" in name.contents.value


@pytest.mark.asyncio
async def test_definition_of_tokens_and_components(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, "{color.action.primary.background}", 3),
        )
    )
    files = [pathlib.Path(types_uri_path(loc.uri)).name for loc in found]
    assert files[0] == "light.tokens.json"
    assert "primitives.tokens.json" in files, "the alias is followed to the primitive"
    assert "dark.tokens.json" in files
    light = (project / "tokens" / "themes" / "light.tokens.json").read_text()
    assert found[0].range.start.line == position_of(light, '"background"').line

    component = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, '"Button"', 2),
        )
    )
    (location,) = component
    assert location.uri.endswith("/src/components/button.rs")
    code = (project / "src" / "components" / "button.rs").read_text()
    assert location.range.start.line == position_of(code, "fn Button").line


@pytest.mark.asyncio
async def test_references_and_colours_of_a_token(client: LanguageClient, project: pathlib.Path):
    light_path = project / "tokens" / "themes" / "light.tokens.json"
    light = light_path.read_text()
    uri = open_doc(client, light_path)
    refs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(light, '"background"', 2),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    button = (project / "specs" / "button.json").read_text()
    lines = {(pathlib.Path(types_uri_path(r.uri)).name, r.range.start.line) for r in refs}
    assert ("button.json", position_of(button, '"{color.action.primary.background}"').line) in lines

    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    first = min(colours, key=lambda c: (c.range.start.line, c.range.start.character))
    assert first.range.start.line == position_of(light, '"{base.color.blue.600}"').line
    assert round(first.color.red * 255) == 0x25 and round(first.color.blue * 255) == 0xEB

    spec_uri = open_doc(client, project / "specs" / "button.json")
    spec_colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=spec_uri))
    )
    assert len(spec_colours) >= 10


@pytest.mark.asyncio
async def test_token_file_edits_reach_the_specs(client: LanguageClient, project: pathlib.Path):
    light_path = project / "tokens" / "themes" / "light.tokens.json"
    light = light_path.read_text()
    uri = open_doc(client, light_path)
    spec_uri = (project / "specs" / "button.json").as_uri()
    renamed = light.replace('"background-hover"', '"background-hovered"', 1)
    replace_all(client, uri, renamed, 2)
    found = await diagnostics_for(client, spec_uri, lambda ds: "token-missing" in codes(ds))
    assert any("background-hover" in d.message for d in found)
    replace_all(client, uri, light, 3)
    await diagnostics_for(client, spec_uri, lambda ds: "token-missing" not in codes(ds))


@pytest.mark.asyncio
async def test_config_errors_while_typing(client: LanguageClient, project: pathlib.Path):
    path = project / "uispec.toml"
    text = path.read_text()
    uri = open_doc(client, path, text)
    broken = text.replace('level = "standard"', 'levle = "standard"')
    replace_all(client, uri, broken, 2)
    (error,) = await diagnostics_for(client, uri, lambda ds: len(ds) == 1)
    assert "did you mean `level`" in error.message
    assert error.range.start.line == position_of(broken, "levle").line
    replace_all(client, uri, text, 3)
    await diagnostics_for(client, uri, lambda ds: not ds)


@pytest.mark.asyncio
async def test_unknown_methods_and_files_outside_the_project(client: LanguageClient, tmp_path: pathlib.Path):
    outside = tmp_path / "elsewhere.json"
    outside.write_text('{"name": 1')
    uri = open_doc(client, outside)
    hover = await hover_at(client, uri, types.Position(0, 3))
    assert hover is None
    with pytest.raises(Exception, match="does not handle"):
        await client.protocol.send_request_async("uispec/nothing", {})
    await asyncio.sleep(0.2)
    assert uri not in client.diagnostics or not client.diagnostics[uri]


def types_uri_path(uri: str) -> str:
    from urllib.parse import unquote, urlparse

    return unquote(urlparse(uri).path)


@pytest.mark.asyncio
async def test_code_changes_recheck_specs_and_add_prop_from_code(client: LanguageClient, project: pathlib.Path):
    code_path = project / "src" / "components" / "button.rs"
    code = code_path.read_text()
    spec_uri = (project / "specs" / "button.json").as_uri()

    # A prop removed from the code on disk: the spec's finding appears once the editor says so.
    loading = "    /// Shows the spinner, keeps the width and blocks repeated activation.\n    #[prop(optional, into)]\n    loading: Signal<bool>,\n"
    assert loading in code
    code_path.write_text(code.replace(loading, ""))
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=code_path.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    found = await diagnostics_for(client, spec_uri, lambda ds: "prop-missing-in-code" in codes(ds))
    assert any("loading" in d.message for d in found)

    # A prop added to the code: the spec offers to add it, as spec:infer would write it.
    glow = "    /// Makes the button glow.\n    #[prop(optional, into)]\n    glow: Signal<bool>,\n"
    code_path.write_text(code.replace(loading, loading + glow))
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=code_path.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    await diagnostics_for(client, spec_uri, lambda ds: "prop-missing-in-code" not in codes(ds))
    spec_path = project / "specs" / "button.json"
    text = spec_path.read_text()
    open_doc(client, spec_path)
    actions = await code_actions(client, spec_uri, types.Range(start=types.Position(0, 0), end=types.Position(0, 0)), [])
    add = next(a for a in actions if a.title == "Add prop `glow` from `Button`")
    (edit,) = add.edit.changes[spec_uri]
    start = offset_of(text, edit.range.start)
    added = text[:start] + edit.new_text + text[offset_of(text, edit.range.end) :]
    props = json.loads(added)["props"]
    assert props[-1]["name"] == "glow" and props[-1]["type"] == "boolean"
    assert props[-1]["description"] == "Makes the button glow."


def offset_of(text: str, position: types.Position) -> int:
    """The index in `text` of an LSP position (UTF-16 columns)."""
    lines = text.split("\n")
    before = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line].encode("utf-16-le")[: position.character * 2].decode("utf-16-le")
    return before + len(line)


@pytest.mark.asyncio
async def test_did_you_mean_fixes_for_keys_and_enum_values(client: LanguageClient, project: pathlib.Path):
    text, uri = open_button(client, project)
    typos = text.replace('"description"', '"desciption"', 1).replace('"moderate"', '"modrate"', 1)
    replace_all(client, uri, typos, 2)
    found = await diagnostics_for(client, uri, lambda ds: len([d for d in ds if d.code == "spec-schema"]) == 2)
    fixed = typos
    for diagnostic in sorted(found, key=lambda d: d.range.start.line, reverse=True):
        actions = await code_actions(client, uri, diagnostic.range, [diagnostic])
        fix = next(a for a in actions if a.title.startswith("Replace with"))
        (edit,) = fix.edit.changes[uri]
        fixed = fixed[: offset_of(fixed, edit.range.start)] + edit.new_text + fixed[offset_of(fixed, edit.range.end) :]
    assert fixed == text
