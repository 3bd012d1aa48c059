//! The ten presets: schema-valid, complete, consistent with the spec rules, and every token
//! they reference defined in the starter tokens.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use crate::common;

use std::collections::HashSet;

use common::read_valid;
use serde_json::Value;
use uispec_core::checks::is_key_name;
use uispec_core::naming::{guess_category, to_pascal};
use uispec_core::presets::{PRESETS, Preset, STARTER_TOKENS};
use uispec_core::schema::ExtraSchema;
use uispec_core::token_mapping::{MappingKey, parse_reference};

#[test]
fn there_are_exactly_these_ten_presets() {
    let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        [
            "button", "input", "select", "checkbox", "dialog", "card", "avatar", "badge", "tabs",
            "textarea"
        ]
    );
    assert_eq!(Preset::find("BUTTON").map(|p| p.id), Some("button"));
    assert!(Preset::find("toast").is_none());
}

#[test]
fn every_preset_matches_the_schema_and_reads_without_findings() {
    let schema = ExtraSchema::builtin().unwrap();
    for preset in PRESETS {
        let doc = read_valid(preset.json);
        let value: Value = serde_json::from_str(preset.json).unwrap();
        assert!(
            schema.is_valid(&value),
            "{}: {:?}",
            preset.id,
            schema.violations(&value)
        );
        // The file on disk is in the stable serialisation already.
        assert_eq!(
            doc.spec.to_json(),
            preset.json,
            "{} is not in the stable serialisation",
            preset.id
        );
        // And the stamped form `add` writes is valid too.
        let stamped: Value = serde_json::from_str(&preset.to_stamped_json("x.json")).unwrap();
        assert!(schema.is_valid(&stamped));
        assert_eq!(stamped["x-preset"]["id"], preset.id);
    }
}

#[test]
fn every_preset_is_a_complete_starting_point() {
    let names: HashSet<String> = PRESETS.iter().map(|p| p.spec().name).collect();
    for preset in PRESETS {
        let spec = preset.spec();
        let id = preset.id;
        assert_eq!(spec.name, to_pascal(id));
        assert!(
            spec.description.as_deref().is_some_and(|d| d.len() > 20),
            "{id}: description"
        );
        assert_eq!(
            spec.category.as_deref(),
            guess_category(&spec.name),
            "{id}: category is one of the common categories"
        );
        assert!(
            !spec.props.is_empty() && spec.props.iter().all(|p| p.description.is_some()),
            "{id}: described props"
        );
        let prop_names: HashSet<&str> = spec.props.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            prop_names.len(),
            spec.props.len(),
            "{id}: unique prop names"
        );
        assert!(!spec.variants.is_empty(), "{id}: variant axes");
        for variant in &spec.variants {
            let default = spec
                .default_variants
                .get(&variant.name)
                .unwrap_or_else(|| panic!("{id}: no default for {}", variant.name));
            assert!(
                variant.values.contains(default),
                "{id}: default {default} of {}",
                variant.name
            );
            assert!(
                variant.values.len() >= 2 && variant.description.is_some(),
                "{id}: axis {}",
                variant.name
            );
        }
        assert_eq!(
            spec.default_variants.len(),
            spec.variants.len(),
            "{id}: defaultVariants names only real axes"
        );
        assert!(
            !spec.anatomy.is_empty() && !spec.guidelines.is_empty(),
            "{id}: anatomy and guidelines"
        );
        // Events are kept apart from props and named as handlers.
        for event in &spec.events {
            assert!(
                event.name.starts_with("on") && event.description.is_some(),
                "{id}: event {}",
                event.name
            );
            assert!(
                !prop_names.contains(event.name.as_str()),
                "{id}: {} is both a prop and an event",
                event.name
            );
        }
        for dependency in &spec.dependencies {
            assert!(
                names.contains(dependency),
                "{id}: dependency {dependency} is not a preset"
            );
        }
        let accessibility = spec
            .accessibility
            .as_ref()
            .unwrap_or_else(|| panic!("{id}: accessibility"));
        assert!(
            !accessibility.aria_attributes.is_empty(),
            "{id}: ARIA attributes"
        );
        assert!(
            accessibility
                .aria_attributes
                .iter()
                .all(|a| a.starts_with("aria-")),
            "{id}"
        );
        for interaction in &accessibility.keyboard_interactions {
            for key in interaction.key.split('+') {
                assert!(
                    is_key_name(key),
                    "{id}: `{key}` is not a UI Events key name"
                );
            }
        }
    }
}

#[test]
fn interactive_presets_carry_their_apg_role_and_keys() {
    for (id, role, keys) in [
        ("button", "button", &["Enter", "Space"][..]),
        ("checkbox", "checkbox", &["Space"]),
        ("dialog", "dialog", &["Tab", "Shift+Tab", "Escape"]),
        (
            "tabs",
            "tablist",
            &["ArrowLeft", "ArrowRight", "Home", "End"],
        ),
        (
            "select",
            "combobox",
            &[
                "ArrowDown",
                "Alt+ArrowDown",
                "Enter",
                "Escape",
                "Home",
                "End",
            ],
        ),
    ] {
        let spec = Preset::find(id).unwrap().spec();
        let accessibility = spec.accessibility.unwrap();
        assert_eq!(accessibility.role.as_deref(), Some(role), "{id}");
        let present: Vec<&str> = accessibility
            .keyboard_interactions
            .iter()
            .map(|k| k.key.as_str())
            .collect();
        for key in keys {
            assert!(
                present.contains(key),
                "{id}: missing keyboard interaction {key}"
            );
        }
    }
}

#[test]
fn token_mappings_name_real_parts_states_and_axes() {
    for preset in PRESETS {
        let spec = preset.spec();
        let parts: HashSet<&str> = spec.anatomy.iter().map(|p| p.name.as_str()).collect();
        let mut mapped_parts = HashSet::new();
        for (key, value) in &spec.token_mapping {
            let parsed =
                MappingKey::parse(key).unwrap_or_else(|e| panic!("{}: {key}: {e}", preset.id));
            assert!(
                parts.contains(parsed.part.text),
                "{}: {key} names no anatomy part",
                preset.id
            );
            mapped_parts.insert(parsed.part.text);
            if let Some(state) = parsed.state.map(|s| s.text) {
                assert!(
                    spec.states.iter().any(|s| s == state),
                    "{}: {key} names no state",
                    preset.id
                );
            }
            for (axis, axis_value) in parsed.selectors.iter().map(|(a, v)| (a.text, v.text)) {
                let variant = spec
                    .variants
                    .iter()
                    .find(|v| v.name == axis)
                    .unwrap_or_else(|| panic!("{}: {key}", preset.id));
                assert!(
                    variant.values.iter().any(|v| v == axis_value),
                    "{}: {key}",
                    preset.id
                );
            }
            parse_reference(value).unwrap_or_else(|e| panic!("{}: {value}: {e}", preset.id));
        }
        // Every part is styled through tokens.
        assert_eq!(
            mapped_parts, parts,
            "{}: parts without a mapping",
            preset.id
        );
    }
}

#[test]
fn every_referenced_token_is_defined_in_the_starter_tokens() {
    let tokens: Value = serde_json::from_str(STARTER_TOKENS).unwrap();
    let lookup = |path: &[&str]| -> Option<&Value> {
        path.iter()
            .try_fold(&tokens, |node, segment| node.get(*segment))
            .filter(|node| node.get("$value").is_some())
    };
    // Follows aliases to a concrete value, so a semantic token that aliases a missing
    // primitive is caught too. Returns the number of hops.
    let resolve = |path: Vec<&str>| -> Result<usize, String> {
        let mut path = path;
        for hops in 0..16 {
            let token =
                lookup(&path).ok_or_else(|| format!("{{{}}} is not defined", path.join(".")))?;
            match token["$value"]
                .as_str()
                .and_then(|v| parse_reference(v).ok())
            {
                Some(next) => path = next,
                None => return Ok(hops),
            }
        }
        Err("alias chain too long".to_owned())
    };
    let mut count = 0;
    for preset in PRESETS {
        for value in preset.spec().token_mapping.values() {
            resolve(parse_reference(value).unwrap())
                .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
            count += 1;
        }
    }
    assert!(count > 300, "only {count} mappings");
    // The semantic layer aliases the palette: presets never point at primitives.
    for preset in PRESETS {
        assert!(
            preset
                .spec()
                .token_mapping
                .values()
                .all(|v| !v.starts_with("{base.")),
            "{}",
            preset.id
        );
    }
}

/// The content each released preset version had (FNV-1a of the JSON file). Changing a preset
/// without bumping its `version` in `presets.rs` would stamp different content with an old
/// `x-preset.version`, and later tools could no longer tell a preset from a user's edits.
const RELEASED: &[(&str, u32, u64)] = &[
    ("button", 1, 0xbaad8e94014268cc),
    ("input", 1, 0x5e1135b4ea896749),
    ("select", 1, 0xc0b4ec069a27b4bd),
    ("checkbox", 1, 0x6912c46f0870fa7a),
    ("dialog", 1, 0x5614e8857c3daaff),
    ("card", 1, 0xfff21b65e1465b3f),
    ("avatar", 1, 0xa3c4f91443bc357e),
    ("badge", 1, 0x4fb8eaf4cd570c95),
    ("tabs", 1, 0x68cd9922c42e51b2),
    ("textarea", 1, 0xe33432c4d4c3d108),
];

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[test]
fn preset_content_changes_come_with_a_version_bump() {
    for preset in PRESETS {
        let released = RELEASED
            .iter()
            .find(|(id, version, _)| *id == preset.id && *version == preset.version);
        let (_, _, hash) = released.unwrap_or_else(|| {
            panic!(
                "{} version {} is not in RELEASED: add it with its hash",
                preset.id, preset.version
            )
        });
        assert_eq!(
            fnv1a(preset.json.as_bytes()),
            *hash,
            "{} changed: bump its version in presets.rs and add the new version with hash {:#018x} to RELEASED",
            preset.id,
            fnv1a(preset.json.as_bytes())
        );
    }
}

#[test]
fn starter_tokens_are_valid_dtcg_and_resolve_every_preset_reference() {
    let file = uispec_core::SourceFile::new("starter.tokens.json", STARTER_TOKENS);
    let mut diags = uispec_core::Diagnostics::new();
    let tokens = uispec_core::tokens::parse_token_files(&mut diags, &[file]);
    let rendered = uispec_core::formats::human::render_all(
        diags.as_slice(),
        uispec_core::formats::human::Style::Plain,
    );
    assert!(diags.is_empty(), "{rendered}");
    assert!(tokens.token_count() > 200);
    for preset in PRESETS {
        for (key, value) in &preset.spec().token_mapping {
            let segments = parse_reference(value).unwrap();
            let chain = tokens
                .resolve(&segments)
                .unwrap_or_else(|e| panic!("{}: {value}: {}", preset.id, e.message));
            let token = *chain.last().unwrap();
            assert!(
                tokens.resolved_value(token).is_some(),
                "{value} has a concrete value"
            );
            // The token's type fits the property it styles.
            let property = MappingKey::parse(key).unwrap().property.text;
            let fits = uispec_core::properties::types(property)
                .unwrap_or_else(|| panic!("unknown property {property}"));
            let ty = tokens.token_type(token).unwrap();
            assert!(fits.contains(&ty), "{}: {key} maps a {ty} token", preset.id);
        }
    }
}
