// Convert family: see docs/Target/SASS/Encodings.md
