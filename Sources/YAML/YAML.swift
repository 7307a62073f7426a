// Placeholder: the YAML target is being written.
