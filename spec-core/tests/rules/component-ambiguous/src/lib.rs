pub mod a;
pub mod b;
