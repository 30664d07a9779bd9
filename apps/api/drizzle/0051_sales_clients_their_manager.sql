-- Issue 48: a client a sales manager registered (the unit page, their reception page) was left
-- without a manager, so the lists said "—" and the figures put her under "no manager". From now
-- on createClient makes her theirs (doesWork "sales" in packages/shared access/works.ts: the
-- sotuv page and unit_book, and not a staff manager); this gives the clients already made so the
-- same manager, and their reception visit the same name the card shows.
UPDATE clients c SET manager_id = c.intake_user_id
  FROM users u
  WHERE c.manager_id IS NULL AND u.id = c.intake_user_id AND u.active
    AND u.pages_dostup @> '{sotuv}'::text[] AND u.dostup @> '{unit_book}'::text[]
    AND NOT ('user_manage' = ANY(u.dostup));
--> statement-breakpoint
UPDATE client_visits v SET manager_id = c.manager_id
  FROM clients c
  WHERE v.client_id = c.id AND v.manager_id IS NULL AND v.user_id = c.intake_user_id
    AND c.manager_id = c.intake_user_id;
