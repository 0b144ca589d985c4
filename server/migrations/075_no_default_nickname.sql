-- Phone accounts were given the Chinese default nickname 用户<last 4 digits>; a default is now the
-- app's, in the reader's language, and an account keeps no nickname ('') until the user chooses one.
UPDATE users SET nickname = '' WHERE cellphone IS NOT NULL AND nickname = '用户' || substr(cellphone, -4);
