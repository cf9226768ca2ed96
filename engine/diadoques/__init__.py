"""Les Diadoques: the map, the orders and their adjudication, the seasons (issue #47)."""
