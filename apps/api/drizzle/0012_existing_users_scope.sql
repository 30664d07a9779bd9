-- Custom SQL migration file, put your code below! --
-- Record scopes arrive with this release. Employees who existed before it saw every client and
-- every contract; they keep that until an administrator narrows it in the rights editor, so an
-- upgrade never cuts someone off in the middle of their work. New employees get their role
-- preset's scope (docs/decisions/0005-record-scope.md).
UPDATE "users" SET "client_scope" = 'all', "contract_scope" = 'all';
