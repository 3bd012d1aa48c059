//! Nothing: the package only names the libraries.
