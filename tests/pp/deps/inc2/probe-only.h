int probe_only;
