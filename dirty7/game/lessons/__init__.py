"""The lessons of "Learn to play": the lesson book (data), the scripted seat and the flow."""
