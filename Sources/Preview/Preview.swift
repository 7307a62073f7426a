// Placeholder: the Preview target is being written.
