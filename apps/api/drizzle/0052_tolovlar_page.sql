-- The payments journal (/tolovlar) is a new page. Whoever already reads the concluded contracts
-- and their money (the contracts department, the director, the administrator) gets it, so nobody
-- who used the payments export from the contracts screen loses the payments on a screen.
UPDATE users SET pages_dostup = array_append(pages_dostup, 'tolovlar')
  WHERE pages_dostup @> '{concluded_contracts}'::text[] AND NOT pages_dostup @> '{tolovlar}'::text[];
