// Placeholder: the CommonMark target is being written.
