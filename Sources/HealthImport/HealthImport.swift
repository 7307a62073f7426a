// Placeholder: the HealthImport target is being written.
