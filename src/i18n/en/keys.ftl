# keys
