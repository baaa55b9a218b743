//! Tests of kete.md §9 "Suggested tests".
