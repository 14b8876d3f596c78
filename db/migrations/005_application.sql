-- Up Migration

-- The parent's application, step by step (000, sections 2-5). One row per parent per step: each
-- step's save replaces what the parent saved before, until the fee step turns it into loans.

-- Step 1: one or two children. `position` keeps the first and second student apart.
CREATE TABLE students (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  borrower_id        uuid NOT NULL REFERENCES borrowers(id),
  position           smallint NOT NULL CHECK (position IN (1, 2)),
  first_name         text NOT NULL,
  middle_name        text,
  last_name          text NOT NULL,
  dob                date NOT NULL,
  gender             text NOT NULL,
  school_name        text NOT NULL,
  school_address     text NOT NULL,
  pincode            text,
  admission_no       text NOT NULL,
  educational_stage  text NOT NULL,
  student_grade      text NOT NULL,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (borrower_id, position)
);

-- Step 2: the parent's own details (name and mobile stay on borrowers).
CREATE TABLE borrower_profiles (
  borrower_id   uuid PRIMARY KEY REFERENCES borrowers(id),
  email         text NOT NULL,
  dob           date NOT NULL,
  emp_status    text NOT NULL CHECK (emp_status IN ('Salaried', 'Self-Employed')),
  relationship  text NOT NULL,
  profession    text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Step 3: the home address.
CREATE TABLE borrower_addresses (
  borrower_id     uuid PRIMARY KEY REFERENCES borrowers(id),
  residence_type  text NOT NULL,
  living_years    text NOT NULL,
  address_line1   text NOT NULL,
  address_line2   text NOT NULL,
  address_line3   text,
  landmark        text,
  city            text NOT NULL,
  state           text NOT NULL,
  pincode         text NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Every uploaded file: stored under a server-made key, never under the name the browser sent.
CREATE TABLE uploaded_files (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  borrower_id    uuid NOT NULL REFERENCES borrowers(id),
  kind           text NOT NULL CHECK (kind IN ('profile_pic', 'kyc_document', 'bank_statement', 'salary_slip', 'form16')),
  storage_key    text NOT NULL UNIQUE,
  original_name  text NOT NULL,
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL CHECK (size_bytes > 0),
  sha256         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploaded_files_owner_idx ON uploaded_files (borrower_id, kind, created_at DESC);

-- Step 4: e-KYC. The identity document's number is kept masked only (never a full Aadhaar number).
CREATE TABLE kyc_details (
  borrower_id              uuid PRIMARY KEY REFERENCES borrowers(id),
  profile_pic_file_id      uuid REFERENCES uploaded_files(id),
  kyc_type                 text CHECK (kyc_type IN ('aadhar', 'voterid', 'passport')),
  kyc_document_file_id     uuid REFERENCES uploaded_files(id),
  kyc_document_number_masked text,
  kyc_ocr_status           text CHECK (kyc_ocr_status IN ('verified', 'failed')),
  utility_type             text CHECK (utility_type IN ('electricity', 'telephone', 'lpg', 'png')),
  customer_id              text,
  electricity_company      text,
  telephone_number         text,
  city                     text,
  lpg_id                   text,
  consumer_id              text,
  service_provider         text,
  utility_status           text CHECK (utility_status IN ('verified', 'failed')),
  updated_at               timestamptz NOT NULL DEFAULT now()
);

-- Steps 5 and 7: the bank and tax details. PAN and account number are sealed (AES-256-GCM); their
-- last four characters are kept apart for masked display, and a keyed hash ties them to verifications.
CREATE TABLE bank_documents (
  borrower_id          uuid PRIMARY KEY REFERENCES borrowers(id),
  path                 text NOT NULL CHECK (path IN ('Salaried', 'Self-Employed')),
  pan_sealed           text NOT NULL,
  pan_last4            text NOT NULL,
  gst_number           text,
  account_sealed       text NOT NULL,
  account_last4        text NOT NULL,
  account_length       smallint NOT NULL,
  ifsc_code            text NOT NULL,
  account_type         text NOT NULL,
  bank_name            text NOT NULL,
  sanction_limit_paise bigint CHECK (sanction_limit_paise IS NULL OR sanction_limit_paise >= 0),
  itr_type             text NOT NULL CHECK (itr_type IN ('ITR', 'userid')),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Step 6: the salaried parent's work.
CREATE TABLE employment_details (
  borrower_id          uuid PRIMARY KEY REFERENCES borrowers(id),
  current_company      text NOT NULL,
  employment_sector    text NOT NULL,
  designation          text NOT NULL,
  work_experience      text NOT NULL,
  total_experience     text NOT NULL,
  it_return_condition  boolean NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Step 8: the self-employed parent's business.
CREATE TABLE business_details (
  borrower_id          uuid PRIMARY KEY REFERENCES borrowers(id),
  industry             text NOT NULL,
  business_type        text NOT NULL,
  company_type         text NOT NULL,
  business_name        text NOT NULL,
  business_registered  text NOT NULL,
  business_nature      text NOT NULL,
  office_address       text NOT NULL,
  city                 text NOT NULL,
  state                text NOT NULL,
  pincode              text NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Step 9: the business's history.
CREATE TABLE business_history (
  borrower_id          uuid PRIMARY KEY REFERENCES borrowers(id),
  no_of_years          text NOT NULL,
  annual_turnover      text NOT NULL,
  office_premise       text NOT NULL,
  it_return_condition  boolean NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Every request-time verification and its outcome. `subject_hash` is a keyed hash of what was
-- checked (never the PAN or account itself); `subject_masked` is what a person may be shown.
CREATE TABLE verifications (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id     uuid NOT NULL REFERENCES borrowers(id),
  kind            text NOT NULL CHECK (kind IN ('pan', 'gstin', 'bank_account', 'itr', 'kyc_ocr', 'utility')),
  subject_hash    text NOT NULL,
  subject_masked  text NOT NULL,
  outcome         text NOT NULL CHECK (outcome IN ('verified', 'failed')),
  reason          text,
  details         jsonb NOT NULL DEFAULT '{}'::jsonb,
  provider        text NOT NULL,
  workflow_id     text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_borrower_idx ON verifications (borrower_id, kind, subject_hash, id DESC);

-- The fee step: one row per loan, keyed by the child's admission number within the academic year,
-- so a double-clicked submit finds the loans of the first click instead of making new ones.
CREATE TABLE loan_fee_entries (
  loan_id                text PRIMARY KEY REFERENCES loans(id),
  borrower_id            uuid NOT NULL REFERENCES borrowers(id),
  student_id             uuid REFERENCES students(id),
  academic_year          text NOT NULL,
  quarter                text NOT NULL,
  admission_no           text NOT NULL,
  admission_fee_paise    bigint NOT NULL CHECK (admission_fee_paise >= 0),
  tuition_fee_paise      bigint NOT NULL CHECK (tuition_fee_paise >= 0),
  transport_fee_paise    bigint NOT NULL CHECK (transport_fee_paise >= 0),
  uniform_fee_paise      bigint NOT NULL DEFAULT 0 CHECK (uniform_fee_paise >= 0),
  study_material_fee_paise bigint NOT NULL DEFAULT 0 CHECK (study_material_fee_paise >= 0),
  extracurricular_fee_paise bigint NOT NULL DEFAULT 0 CHECK (extracurricular_fee_paise >= 0),
  total_fee_paise        bigint NOT NULL CHECK (total_fee_paise > 0),
  tenure_months          integer NOT NULL CHECK (tenure_months IN (12, 18)),
  -- The whole application as it stood at submission, for the lender's review.
  application            jsonb NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX loan_fee_entries_once_idx ON loan_fee_entries (borrower_id, academic_year, lower(admission_no));

-- Down Migration
DROP TABLE loan_fee_entries;
DROP TABLE verifications;
DROP TABLE business_history;
DROP TABLE business_details;
DROP TABLE employment_details;
DROP TABLE bank_documents;
DROP TABLE kyc_details;
DROP TABLE uploaded_files;
DROP TABLE borrower_addresses;
DROP TABLE borrower_profiles;
DROP TABLE students;
