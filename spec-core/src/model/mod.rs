//! Plain data: the component spec model. No I/O here, and no serde derive except the spec's
//! own serialisation, which is written in a fixed key order.

pub mod keys;
mod spec;

pub use spec::{
    Accessibility, AnatomyPart, Complexity, ComponentSpec, Event, Extensions, KeyboardInteraction,
    Prop, Slot, Variant,
};
