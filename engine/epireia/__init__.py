"""Epireia — The Hellenic Hegemony (DTDA Games, 2024): the rules engine and its content."""
