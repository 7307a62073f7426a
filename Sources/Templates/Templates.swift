// Placeholder: the Templates target is being written.
