# lines
