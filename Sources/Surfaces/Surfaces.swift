// Placeholder: the Surfaces target is being written.
