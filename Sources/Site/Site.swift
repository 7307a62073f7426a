// Placeholder: the Site target is being written.
