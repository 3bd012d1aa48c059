//! Components for the uispec test corpus, written the way Yew libraries (patternfly-yew,
//! yewprint, RustForWeb) write them: old and new attribute styles side by side.

pub mod components;
pub mod intent;
