//! The smallest pieces.

pub mod button;
