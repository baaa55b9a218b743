//! Tests of the suggested-tests list.
