-- Up Migration

-- Back-office staff: underwriters, approvers and the administrator, who sign in with a user name
-- and a password (001 and 002, sections 2.3 and 5). Never deleted: a leaver is soft-deleted, so
-- their decisions in the event log still name a person.
CREATE TABLE staff (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role              text NOT NULL CHECK (role IN ('underwriter', 'approver', 'admin')),
  username          text NOT NULL CHECK (username ~ '^[A-Za-z0-9._-]{1,30}$'),
  -- argon2id, with its parameters and salt in the PHC string.
  password_hash     text NOT NULL,
  first_name        text NOT NULL,
  middle_name       text,
  last_name         text NOT NULL,
  phone             text NOT NULL CHECK (phone ~ '^\+91[0-9]{10}$'),
  email             text NOT NULL,
  -- PAN sealed with AES-256-GCM; the last four characters apart for masked display.
  pan_sealed        text,
  pan_last4         text,
  -- The Aadhaar card scan: a key in the upload store of a file that is itself encrypted.
  aadhaar_file_key  text,
  aadhaar_file_type text,
  aadhaar_uploaded_at timestamptz,
  failed_attempts   integer NOT NULL DEFAULT 0,
  locked_until      timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  deleted_at        timestamptz
);
-- One person per user name, whatever its case, for ever (a deleted name is not handed to someone new).
CREATE UNIQUE INDEX staff_username_idx ON staff (lower(username));
-- A reset code goes to one live staff member only.
CREATE UNIQUE INDEX staff_live_phone_idx ON staff (phone) WHERE deleted_at IS NULL;
CREATE INDEX staff_role_idx ON staff (role, created_at DESC) WHERE deleted_at IS NULL;

-- Schools the lender pays fees to. 002_lifecycle may create the table first; either way it ends
-- up with the columns the administrator's school screens need.
CREATE TABLE IF NOT EXISTS schools (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE schools
  ADD COLUMN IF NOT EXISTS contact_first_name  text,
  ADD COLUMN IF NOT EXISTS contact_middle_name text,
  ADD COLUMN IF NOT EXISTS contact_last_name   text,
  ADD COLUMN IF NOT EXISTS contact_username    text,
  ADD COLUMN IF NOT EXISTS email               text,
  ADD COLUMN IF NOT EXISTS phone               text,
  ADD COLUMN IF NOT EXISTS address             text,
  ADD COLUMN IF NOT EXISTS branch_name         text,
  ADD COLUMN IF NOT EXISTS region              text CHECK (region IN ('East', 'West', 'North', 'South')),
  ADD COLUMN IF NOT EXISTS pincode             text CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  ADD COLUMN IF NOT EXISTS added_by            uuid REFERENCES staff(id),
  -- Fees go straight to the school's own account, once it is verified (penny drop); sealed at rest.
  ADD COLUMN IF NOT EXISTS account_sealed      text,
  ADD COLUMN IF NOT EXISTS account_last4       text,
  ADD COLUMN IF NOT EXISTS ifsc_code           text,
  ADD COLUMN IF NOT EXISTS account_verified_at timestamptz;
-- The administrator's list searches schools by name.
CREATE INDEX IF NOT EXISTS schools_name_idx ON schools (lower(name));

-- Down Migration
DROP INDEX IF EXISTS schools_name_idx;
ALTER TABLE schools
  DROP COLUMN IF EXISTS account_verified_at,
  DROP COLUMN IF EXISTS ifsc_code,
  DROP COLUMN IF EXISTS account_last4,
  DROP COLUMN IF EXISTS account_sealed,
  DROP COLUMN IF EXISTS added_by,
  DROP COLUMN IF EXISTS pincode,
  DROP COLUMN IF EXISTS region,
  DROP COLUMN IF EXISTS branch_name,
  DROP COLUMN IF EXISTS address,
  DROP COLUMN IF EXISTS phone,
  DROP COLUMN IF EXISTS email,
  DROP COLUMN IF EXISTS contact_username,
  DROP COLUMN IF EXISTS contact_last_name,
  DROP COLUMN IF EXISTS contact_middle_name,
  DROP COLUMN IF EXISTS contact_first_name;
DROP TABLE staff;
