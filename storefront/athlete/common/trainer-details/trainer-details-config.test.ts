import { describe, expect, it } from 'vitest';
import { listOf, trainerIdFrom } from './trainer-details-config';

describe('trainerIdFrom', () => {
  it('reads a positive whole number from ?trainerId=', () => {
    expect(trainerIdFrom('?trainerId=4')).toBe(4);
    expect(trainerIdFrom('?x=1&trainerId=12')).toBe(12);
  });
  it('is null without one or with something else', () => {
    expect(trainerIdFrom('')).toBeNull();
    expect(trainerIdFrom('?trainerId=')).toBeNull();
    expect(trainerIdFrom('?trainerId=0')).toBeNull();
    expect(trainerIdFrom('?trainerId=-3')).toBeNull();
    expect(trainerIdFrom('?trainerId=4.5')).toBeNull();
    expect(trainerIdFrom('?trainerId=abc')).toBeNull();
  });
});

describe('listOf', () => {
  it('splits a profile field into its parts, each once', () => {
    expect(listOf('Strength, hypertrophy')).toEqual(['Strength', 'hypertrophy']);
    expect(listOf('NSCA-CSCS; RKC II\nFMS, RKC II')).toEqual(['NSCA-CSCS', 'RKC II', 'FMS']);
    expect(listOf(null)).toEqual([]);
    expect(listOf(' , ')).toEqual([]);
  });
});
