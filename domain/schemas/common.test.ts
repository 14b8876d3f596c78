import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  choice,
  documentFileName,
  email,
  mobileNumber,
  optionalPersonName,
  optionalRupees,
  otp,
  password,
  personName,
  pincode,
  profileImageFileName,
  wholeNumber,
} from './common.ts';
import { issuesOf } from './test-helpers.ts';

describe('shared field rules', () => {
  it('takes names of letters and spaces only', () => {
    expect(personName('First Name').parse('  Asha Devi ')).toBe('Asha Devi');
    expect(issuesOf(personName('First Name'), 'Asha1')).toEqual([['', 'Enter alphabet characters only.']]);
    expect(issuesOf(personName('First Name'), '')).toEqual([['', 'First Name is required.']]);
    expect(issuesOf(personName('First Name'), undefined)).toEqual([['', 'First Name is required.']]);
  });

  it('lets an optional name be blank, but not wrong', () => {
    expect(optionalPersonName('Middle Name').parse('')).toBeUndefined();
    expect(optionalPersonName('Middle Name').parse(undefined)).toBeUndefined();
    expect(issuesOf(optionalPersonName('Middle Name'), 'K.')).toEqual([['', 'Enter alphabet characters only.']]);
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
  ])('reads the mobile number %s as %s', (typed, stored) => {
    expect(mobileNumber().parse(typed)).toBe(stored);
  });

  it.each(['987654321', '98765432101', '+19876543210', '98765abcde'])('refuses the mobile number %s', (typed) => {
    expect(issuesOf(mobileNumber(), typed)).toEqual([['', 'Mobile No should be proper.']]);
  });

  it('asks for a missing mobile number', () => {
    expect(issuesOf(mobileNumber(), '')).toEqual([['', 'Mobile No is required.']]);
  });

  it('takes a four-digit OTP not starting with 0', () => {
    expect(otp().parse('1234')).toBe('1234');
    expect(otp().parse(9876)).toBe('9876');
    expect(issuesOf(otp(), '0123')).toEqual([['', 'OTP should be proper.']]);
    expect(issuesOf(otp(), '12345')).toEqual([['', 'OTP should be proper.']]);
    expect(issuesOf(otp(), '')).toEqual([['', 'OTP is required.']]);
  });

  it('takes a six-digit pincode not starting with 0', () => {
    expect(pincode().parse(560001)).toBe('560001');
    expect(issuesOf(pincode(), '060001')).toEqual([['', 'Pincode should be proper.']]);
    expect(issuesOf(pincode(), '56001')).toEqual([['', 'Pincode should be proper.']]);
    expect(issuesOf(pincode(), '')).toEqual([['', 'Pincode is required.']]);
  });

  it('checks e-mail addresses', () => {
    expect(email('Email is required.').parse(' asha@example.in ')).toBe('asha@example.in');
    expect(issuesOf(email('Email is required.'), 'asha@')).toEqual([['', 'Invalid email address.']]);
    expect(issuesOf(email('Email is required.'), '')).toEqual([['', 'Email is required.']]);
  });

  it('wants a strong password', () => {
    expect(password('Password is required.').parse('Abc@1234')).toBe('Abc@1234');
    for (const weak of ['Abc@123', 'abc@1234', 'ABC@1234', 'Abcd1234', 'Abc!1234']) {
      expect(issuesOf(password('Password is required.'), weak)).toEqual([['', 'Password should be proper i.e (Abc@123).']]);
    }
    expect(issuesOf(password('Password is required.'), '')).toEqual([['', 'Password is required.']]);
  });

  it('reads whole numbers typed as text and refuses anything else', () => {
    const amount = wholeNumber('Amount is required.');
    expect(amount.parse('150000')).toBe(150000);
    expect(amount.parse(42)).toBe(42);
    for (const bad of ['12abc', '-5', '1.5', 1.5, -1]) expect(issuesOf(amount, bad)).toEqual([['', 'Enter numeric characters only.']]);
    expect(issuesOf(amount, '')).toEqual([['', 'Amount is required.']]);
    expect(issuesOf(amount, undefined)).toEqual([['', 'Amount is required.']]);
  });

  it('reads a blank optional amount as zero', () => {
    expect(optionalRupees().parse('')).toBe(0);
    expect(optionalRupees().parse(undefined)).toBe(0);
    expect(issuesOf(optionalRupees(), '5x')).toEqual([['', 'Enter numeric characters only.']]);
  });

  it('tells a missing choice from an unlisted one', () => {
    const gender = choice(['Male', 'Female'], 'Gender is required.');
    expect(issuesOf(gender, '')).toEqual([['', 'Gender is required.']]);
    expect(issuesOf(gender, 'Robot')).toEqual([['', 'Select one of the listed options.']]);
  });

  it('keeps uploaded file names under 26 characters with an allowed extension', () => {
    expect(documentFileName().parse('salary-march.pdf')).toBe('salary-march.pdf');
    expect(issuesOf(documentFileName(), 'a-very-long-bank-statement.pdf')).toEqual([['', 'File name max 25 characters.']]);
    expect(issuesOf(documentFileName(), 'statement.exe')).toEqual([['', 'Only pdf, doc and docx files are allowed.']]);
    expect(issuesOf(documentFileName(), 'pdf')).toEqual([['', 'Only pdf, doc and docx files are allowed.']]);
    expect(profileImageFileName().parse('me.JPEG')).toBe('me.JPEG');
    expect(issuesOf(profileImageFileName(), 'me.pdf')).toEqual([['', 'Only jpg, png, jpeg and gif files are allowed.']]);
  });

  it('builds schemas zod can describe for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(z.object({ phoneNo: mobileNumber(), otp: otp() }), { io: 'input' })).not.toThrow();
  });
});
