/// A small label.
#[component]
pub fn Badge(label: Option<String>) -> View {
    todo!()
}
