// Placeholder: the Release target is being written.
