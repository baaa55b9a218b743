# rooms
