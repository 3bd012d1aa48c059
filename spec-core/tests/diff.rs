//! `uispec diff`'s taxonomy, case by case: a base project, one edit, the changes it gives
//! (kind, subject, message) and nothing else.

use std::collections::BTreeMap;
use std::fs;

use uispec_core::diff::{self, Diff, Level};
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

const CONFIG: &str = "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n";

const TOKENS: &str = r##"{
  "color": {
    "$type": "color",
    "blue": {"$value": {"colorSpace": "srgb", "components": [0.145, 0.388, 0.922], "hex": "#2563eb"}},
    "navy": {"$value": {"colorSpace": "srgb", "components": [0.114, 0.306, 0.847], "hex": "#1d4ed8"}},
    "red": {"$value": {"colorSpace": "srgb", "components": [0.863, 0.149, 0.149], "hex": "#dc2626"}},
    "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
    "green": {"$value": {"colorSpace": "srgb", "components": [0.086, 0.639, 0.29], "hex": "#16a34a"}},
    "action": {"$value": "{color.blue}"},
    "danger": {"$value": "{color.red}"},
    "spare": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.2, 0.7], "hex": "#8033b3"}}
  },
  "space": {
    "$type": "dimension",
    "sm": {"$value": {"value": 4, "unit": "px"}},
    "md": {"$value": {"value": 8, "unit": "px"}}
  }
}
"##;

const BUTTON: &str = r#"{
  "name": "Button",
  "props": [
    {"name": "label", "type": "string", "required": true},
    {"name": "size", "type": "\"sm\" | \"md\"", "default": "md"},
    {"name": "disabled", "type": "bool", "default": false}
  ],
  "variants": [{"name": "tone", "values": ["primary", "danger"]}],
  "defaultVariants": {"tone": "primary"},
  "slots": [{"name": "icon"}],
  "anatomy": [{"name": "root"}],
  "events": [{"name": "onClick"}],
  "tokenMapping": {
    "root.background": "{color.action}",
    "root.background[tone=danger]": "{color.danger}",
    "root.padding": "{space.md}",
    "root.textColor": "{color.white}"
  },
  "accessibility": {
    "role": "button",
    "ariaAttributes": ["aria-pressed"],
    "keyboardInteractions": [{"key": "Enter", "description": "Activates"}, {"key": "Space", "description": "Activates"}]
  }
}
"#;

const CARD: &str = r#"{"name": "Card", "dependencies": ["Button"], "anatomy": [{"name": "root"}], "tokenMapping": {"root.background": "{color.spare}"}}
"#;

fn base() -> BTreeMap<&'static str, String> {
    BTreeMap::from([
        ("uispec.toml", CONFIG.to_owned()),
        ("tokens/base.tokens.json", TOKENS.to_owned()),
        ("specs/button.json", BUTTON.to_owned()),
        ("specs/card.json", CARD.to_owned()),
    ])
}

fn load(files: &BTreeMap<&str, String>) -> (tempfile::TempDir, Session) {
    load_like(files, None)
}

/// [`load`], taking from `like` what it read of the same files ([`Session::new_like`], as
/// `uispec diff` reads its base).
fn load_like(
    files: &BTreeMap<&str, String>,
    like: Option<&Session>,
) -> (tempfile::TempDir, Session) {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let project = Project::discover(dir.path()).unwrap();
    let inputs = project.inputs(CodeScope::Project);
    let session = match like {
        Some(like) => Session::new_like(inputs, like),
        None => Session::new(inputs),
    };
    (dir, session)
}

/// The diff of the base project against it with `edit` applied: the same whether the base is
/// read on its own or taking from the head what did not change.
fn diff_of(edit: impl FnOnce(&mut BTreeMap<&'static str, String>)) -> Diff {
    let old = base();
    let mut new = base();
    edit(&mut new);
    let (_b, head) = load(&new);
    let (_a, alone) = load(&old);
    let (_c, like) = load_like(&old, Some(&head));
    let options = diff::Options::default();
    let diff = diff::diff(&like, &head, &options, None);
    assert_eq!(
        said(&diff),
        said(&diff::diff(&alone, &head, &options, None))
    );
    diff
}

/// `kind subject: message` of each change.
fn said(diff: &Diff) -> Vec<String> {
    (diff.changes.iter())
        .map(|c| format!("{} {}: {}", c.kind.id(), c.subject(), c.message))
        .collect()
}

/// Replaces `from` by `to` in the file `path`.
fn edit(files: &mut BTreeMap<&'static str, String>, path: &'static str, from: &str, to: &str) {
    let text = files.get_mut(path).unwrap();
    assert!(text.contains(from), "`{from}` is not in {path}");
    *text = text.replacen(from, to, 1);
}

#[test]
fn nothing_changed_is_no_change() {
    let diff = diff_of(|_| {});
    assert_eq!(said(&diff), Vec::<String>::new());
    assert_eq!(diff.verdict(), None);
}

#[test]
fn props_removed_renamed_required_narrowed_widened_and_defaults() {
    let removed = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#",
    {"name": "disabled", "type": "bool", "default": false}"#,
            "",
        );
    });
    assert_eq!(
        said(&removed),
        ["prop-removed `Button`: prop `disabled` removed"]
    );
    assert_eq!(removed.verdict(), Some(Level::Breaking));
    // The same type at the same position: a rename, not a removal and an addition.
    let renamed = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""name": "disabled""#,
            r#""name": "isDisabled""#,
        )
    });
    assert_eq!(
        said(&renamed),
        ["prop-renamed `Button`: prop `disabled` renamed to `isDisabled`"]
    );
    // Said by the spec, anywhere.
    let said_so = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#"{"name": "disabled", "type": "bool", "default": false}"#,
            "",
        );
        edit(
            f,
            "specs/button.json",
            r#"{"name": "label","#,
            r#"{"name": "off", "type": "bool", "default": false, "x-renamed-from": "disabled"},
    {"name": "label","#,
        );
        edit(
            f,
            "specs/button.json",
            r#""default": "md"},"#,
            r#""default": "md"}"#,
        );
    });
    assert_eq!(
        said(&said_so),
        ["prop-renamed `Button`: prop `disabled` renamed to `off`"]
    );
    let required = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""type": "bool", "default": false"#,
            r#""type": "bool", "required": true"#,
        )
    });
    assert_eq!(
        said(&required),
        ["prop-newly-required `Button`: prop `disabled` is now required"]
    );
    let narrowed = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""\"sm\" | \"md\"""#,
            r#""\"md\"""#,
        )
    });
    assert_eq!(
        said(&narrowed),
        ["prop-type-narrowed `Button`: prop `size` takes `\"md\"`, took `\"sm\" | \"md\"`"]
    );
    let widened = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""\"sm\" | \"md\"""#,
            r#""\"sm\" | \"md\" | \"lg\"""#,
        )
    });
    assert_eq!(
        said(&widened),
        [
            "prop-type-widened `Button`: prop `size` takes `\"sm\" | \"md\" | \"lg\"`, took `\"sm\" | \"md\"`"
        ]
    );
    assert_eq!(widened.verdict(), Some(Level::Feature));
    let default = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""default": "md""#,
            r#""default": "sm""#,
        )
    });
    assert_eq!(
        said(&default),
        ["prop-default-changed `Button`: prop `size` defaults to `\"sm\"`, was `\"md\"`"]
    );
    let added = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""default": false}"#,
            r#""default": false},
    {"name": "loading", "type": "bool"}"#,
        )
    });
    assert_eq!(said(&added), ["prop-added `Button`: prop `loading` added"]);
    let deprecated = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""type": "bool", "default": false"#,
            r#""type": "bool", "default": false, "x-deprecated": "use `tone`""#,
        )
    });
    assert_eq!(
        said(&deprecated),
        ["prop-deprecated `Button`: prop `disabled` deprecated: use `tone`"]
    );
}

#[test]
fn variants_slots_and_events() {
    let value_gone = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#"["primary", "danger"]"#,
            r#"["primary"]"#,
        )
    });
    assert_eq!(
        said(&value_gone)[0],
        "variant-value-removed `Button`: variant `tone` lost the value `danger`"
    );
    let value_added = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#"["primary", "danger"]"#,
            r#"["primary", "danger", "ghost"]"#,
        )
    });
    assert_eq!(
        said(&value_added),
        ["variant-value-added `Button`: variant `tone` gained the value `ghost`"]
    );
    let default = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""tone": "primary""#,
            r#""tone": "danger""#,
        )
    });
    assert_eq!(
        said(&default),
        ["default-variant-changed `Button`: variant `tone` defaults to `danger`, was `primary`"]
    );
    let slots_events = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""slots": [{"name": "icon"}]"#,
            r#""slots": [{"name": "badge", "required": true}]"#,
        );
        edit(
            f,
            "specs/button.json",
            r#""events": [{"name": "onClick"}]"#,
            r#""events": [{"name": "onPress"}]"#,
        );
    });
    assert_eq!(
        said(&slots_events),
        [
            "slot-removed `Button`: slot `icon` removed",
            "slot-newly-required `Button`: slot `badge` added, required",
            "event-removed `Button`: event `onClick` removed",
            "event-added `Button`: event `onPress` added",
        ]
    );
}

#[test]
fn components_removed_renamed_deprecated_and_added() {
    let removed = diff_of(|f| {
        f.remove("specs/card.json");
    });
    assert_eq!(said(&removed), ["component-removed `Card`: removed"]);
    // The same API under one new name: a rename.
    let renamed = diff_of(|f| {
        let button = f.remove("specs/button.json").unwrap();
        f.insert(
            "specs/action.json",
            button.replace(r#""name": "Button""#, r#""name": "Action""#),
        );
        edit(f, "specs/card.json", r#"["Button"]"#, r#"["Action"]"#);
    });
    assert_eq!(
        said(&renamed),
        ["component-renamed `Action`: renamed from `Button`"]
    );
    // A spec with no API says nothing about identity; the spec can say so itself.
    let said_so = diff_of(|f| {
        let card = f.remove("specs/card.json").unwrap();
        f.insert(
            "specs/panel.json",
            card.replace(
                r#""name": "Card""#,
                r#""name": "Panel", "x-renamed-from": "Card""#,
            ),
        );
    });
    assert_eq!(
        said(&said_so),
        ["component-renamed `Panel`: renamed from `Card`"]
    );
    let deprecated = diff_of(|f| {
        edit(
            f,
            "specs/card.json",
            r#""name": "Card""#,
            r#""name": "Card", "x-deprecated": true"#,
        )
    });
    assert_eq!(
        said(&deprecated),
        ["component-deprecated `Card`: deprecated"]
    );
    let added = diff_of(|f| {
        f.insert("specs/badge.json", r#"{"name": "Badge"}"#.to_owned());
    });
    assert_eq!(said(&added), ["component-added `Badge`: added"]);
    assert_eq!(added.verdict(), Some(Level::Feature));
}

#[test]
fn the_accessibility_contract() {
    let diff = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""role": "button""#,
            r#""role": "link""#,
        );
        edit(
            f,
            "specs/button.json",
            r#"["aria-pressed"]"#,
            r#"["aria-expanded"]"#,
        );
        edit(
            f,
            "specs/button.json",
            r#"{"key": "Space", "description": "Activates"}"#,
            r#"{"key": "Escape", "description": "Closes"}"#,
        );
    });
    assert_eq!(
        said(&diff),
        [
            "role-changed `Button`: role `link`, was `button`",
            "aria-attribute-removed `Button`: ARIA attribute `aria-pressed` removed",
            "aria-attribute-added `Button`: ARIA attribute `aria-expanded` added",
            "keyboard-interaction-removed `Button`: keyboard interaction `Space` removed",
            "keyboard-interaction-added `Button`: keyboard interaction `Escape` added",
        ]
    );
}

#[test]
fn tokens_per_theme_with_their_reach() {
    // One step darker: a fix, reaching the alias and the spec's part through it.
    let darker = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r##"[0.145, 0.388, 0.922], "hex": "#2563eb""##,
            r##"[0.114, 0.306, 0.847], "hex": "#1d4ed8""##,
        );
    });
    assert_eq!(
        said(&darker),
        ["token-value-changed token `color.blue`: is #1d4ed8 in default, was #2563eb"]
    );
    assert_eq!(darker.verdict(), Some(Level::Fix));
    let reach = &darker.changes[0].reach;
    assert_eq!(reach.tokens, ["color.action"]);
    assert_eq!(
        reach.specs,
        [("Button".to_owned(), vec!["root".to_owned()])]
    );
    // Error red re-pointed to green: another hue family.
    let green = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""danger": {"$value": "{color.red}"}"#,
            r#""danger": {"$value": "{color.green}"}"#,
        )
    });
    assert_eq!(
        said(&green),
        [
            // White on green is 3.30:1: the danger Button's label is no longer readable enough.
            "contrast-failed `Button`: the contrast of `root.textColor` fails in default: 3.30:1, below 4.5:1 (was 4.83:1)",
            "token-semantic-change token `color.danger`: names `{color.green}`, named `{color.red}`: is #16a34a in default, was #dc2626 (red became green in default)",
        ]
    );
    assert_eq!(
        green.changes[0].reach.specs,
        [("Card".to_owned(), Vec::<String>::new())]
    );
    assert_eq!(green.verdict(), Some(Level::Breaking));
    let repointed = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""action": {"$value": "{color.blue}"}"#,
            r#""action": {"$value": "{color.navy}"}"#,
        )
    });
    assert_eq!(
        said(&repointed)[0],
        "token-alias-repointed token `color.action`: names `{color.navy}`, named `{color.blue}`: is #1d4ed8 in default, was #2563eb"
    );
    // An alias that no longer resolves still names its token (validate reports it).
    let broken = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""action": {"$value": "{color.blue}"}"#,
            r#""action": {"$value": "{color.nothing}"}"#,
        )
    });
    assert_eq!(
        said(&broken)[0],
        "token-alias-repointed token `color.action`: names `{color.nothing}`, named `{color.blue}`: is (unresolved) in default, was #2563eb"
    );
    let doubled = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""value": 8, "unit": "px""#,
            r#""value": 16, "unit": "px""#,
        )
    });
    assert_eq!(
        said(&doubled),
        [
            "token-semantic-change token `space.md`: is 16px in default, was 8px (8px became 16px, more than 50% apart in default)"
        ]
    );
    // Renamed: the same value, mapped by the same spec.
    let renamed = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""spare": {"#,
            r#""accent": {"#,
        );
        edit(f, "specs/card.json", "{color.spare}", "{color.accent}");
    });
    assert_eq!(
        said(&renamed),
        ["token-renamed token `color.accent`: renamed from `color.spare`"]
    );
    let removed = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#",
    "md": {"$value": {"value": 8, "unit": "px"}}"#,
            "",
        );
    });
    assert_eq!(said(&removed), ["token-removed token `space.md`: removed"]);
    let deprecated = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""sm": {"$value""#,
            r#""sm": {"$deprecated": "use space.md", "$value""#,
        )
    });
    assert_eq!(
        said(&deprecated),
        ["token-deprecated token `space.sm`: deprecated: use space.md"]
    );
    let retyped = diff_of(|f| {
        edit(
            f,
            "tokens/base.tokens.json",
            r#""sm": {"$value": {"value": 4, "unit": "px"}}"#,
            r#""sm": {"$type": "number", "$value": 4}"#,
        )
    });
    assert_eq!(
        said(&retyped),
        ["token-type-changed token `space.sm`: is a number, was a dimension"]
    );
}

#[test]
fn token_mapping_entries_remapped_added_and_removed() {
    let diff = diff_of(|f| {
        let button = "specs/button.json";
        edit(
            f,
            button,
            r#""root.padding": "{space.md}""#,
            r#""root.padding": "{space.sm}""#,
        );
        edit(
            f,
            button,
            r#","root.textColor": "{color.white}""#.trim_start_matches(','),
            r#""root.borderColor": "{color.navy}""#,
        );
    });
    assert_eq!(
        said(&diff),
        [
            "token-mapping-changed `Button`: tokenMapping entry `root.padding` maps `{space.sm}`, mapped `{space.md}`",
            "token-mapping-changed `Button`: tokenMapping entry `root.borderColor` added: maps `{color.navy}`",
            "token-mapping-changed `Button`: tokenMapping entry `root.textColor` removed: mapped `{color.white}`",
        ]
    );
    assert_eq!(diff.verdict(), Some(Level::Fix));
    // An entry that follows its token's rename is the rename alone.
    let diff = diff_of(|f| {
        let tokens = "tokens/base.tokens.json";
        edit(f, tokens, r#""spare": {"#, r#""extra": {"#);
        edit(f, "specs/card.json", "{color.spare}", "{color.extra}");
    });
    assert_eq!(
        said(&diff),
        ["token-renamed token `color.extra`: renamed from `color.spare`"]
    );
}

#[test]
fn a_component_change_reaches_its_dependents() {
    let diff = diff_of(|f| {
        edit(
            f,
            "specs/button.json",
            r#""tone": "primary""#,
            r#""tone": "danger""#,
        )
    });
    assert_eq!(
        diff.changes[0].reach.specs,
        [("Card".to_owned(), Vec::<String>::new())]
    );
}

/// A whole group renamed at once: each token is one rename (matched by its values, each
/// looked up once, not each against each).
#[test]
fn a_group_renamed_at_once_is_one_rename_per_token() {
    let group = |name: &str| {
        let tokens: Vec<String> = (0..300)
            .map(|i| format!(r#""t{i}": {{"$value": {{"value": {i}, "unit": "px"}}}}"#))
            .collect();
        format!(
            r#"{{"{name}": {{"$type": "dimension", {}}}}}"#,
            tokens.join(", ")
        )
    };
    let diff = diff_of(|f| {
        f.insert("tokens/many.tokens.json", group("old"));
    });
    assert_eq!(diff.changes.len(), 300);
    let old = base();
    let mut before = old.clone();
    before.insert("tokens/many.tokens.json", group("old"));
    let mut after = old;
    after.insert("tokens/many.tokens.json", group("new"));
    let (_a, base) = load(&before);
    let (_b, head) = load(&after);
    let diff = diff::diff(&base, &head, &diff::Options::default(), None);
    let said = said(&diff);
    assert_eq!(said.len(), 300, "{said:#?}");
    assert!(
        said.iter()
            .all(|s| s.starts_with("token-renamed token `new.t")),
        "{said:#?}"
    );
    assert!(said.contains(&"token-renamed token `new.t7`: renamed from `old.t7`".to_owned()));
}
