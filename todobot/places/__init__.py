"""Places people name, and the time zone each is in (data derived from GeoNames: see NOTICE.md)."""
