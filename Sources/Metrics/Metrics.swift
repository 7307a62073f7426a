// Placeholder: the Metrics target is being written.
