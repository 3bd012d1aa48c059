#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| uispec_fuzz::report(data));
