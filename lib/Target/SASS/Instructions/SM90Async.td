// SM90Async family: see docs/Target/SASS/Encodings.md
