// Tensor family: see docs/Target/SASS/Encodings.md
