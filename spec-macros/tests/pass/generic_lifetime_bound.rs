// A generic prop bounded only by a lifetime (`T: 'static`, `T: 'a`, `for<'a> T: 'a`) is
// ordinary code: the signature check reads it (once a panic building `impl 'static`) and the
// component compiles. A trait bound next to the lifetime still classifies the prop.
mod with_trait {
    use uispec_macros::component_spec;
    use uispec_stand_in::component;

    #[component_spec("tests/specs/label.json", framework = "leptos")]
    #[component]
    pub fn Label<T>(text: T) -> String
    where
        T: 'static + Into<String>,
    {
        text.into()
    }
}

mod lifetime_only {
    use uispec_macros::component_spec;
    use uispec_stand_in::component;

    #[component_spec("tests/specs/label.json", framework = "leptos")]
    #[component]
    pub fn Label<'a, T: 'a>(text: T) -> Option<&'a str> {
        let _ = text;
        None
    }
}

mod higher_ranked {
    use uispec_macros::component_spec;
    use uispec_stand_in::component;

    #[component_spec("tests/specs/label.json", framework = "leptos")]
    #[component]
    pub fn Label<T>(text: T) -> usize
    where
        for<'a> T: 'a,
    {
        std::mem::size_of_val(&text)
    }
}

fn main() {
    let _ = with_trait::Label("Name");
    let _ = lifetime_only::Label::<u8>(1);
    let _ = higher_ranked::Label(1u8);
}
