import { describe, expect, it } from 'vitest';
import { idfcSandboxScenario, panMarker, sandboxAmount } from './sandboxRules.js';

describe('the IDFC sandbox table', () => {
  it('picks the scenario by the loan amount: amount ÷ 5,000 is the step that rejects', () => {
    expect(idfcSandboxScenario(60_000)).toBe('rejectAt12');
    expect(idfcSandboxScenario(65_000)).toBe('rejectAt13');
    expect(idfcSandboxScenario(85_000)).toBe('rejectAt17');
    expect(idfcSandboxScenario(115_000)).toBe('rejectAt23');
    expect(idfcSandboxScenario(195_000)).toBe('rejectAt39');
    expect(idfcSandboxScenario(210_000)).toBe('pnachRejected');
    expect(idfcSandboxScenario(280_000)).toBe('callbackTwice');
    expect(idfcSandboxScenario(285_000)).toBe('callbackLate');
    expect(idfcSandboxScenario(290_000)).toBe('transient');
    expect(idfcSandboxScenario(295_000)).toBe('unreachable');
  });

  it('approves every other amount, and amounts off the slider grid', () => {
    for (const amount of [50_000, 150_000, 300_000, 60_001, 0, null, undefined]) {
      expect(idfcSandboxScenario(amount)).toBe('approve');
    }
  });

  it('gives the amount of each scenario', () => {
    expect(sandboxAmount('rejectAt39')).toBe(195_000);
    expect(idfcSandboxScenario(sandboxAmount('unreachable'))).toBe('unreachable');
  });

  it('decides the PAN check by the 5th character', () => {
    expect(panMarker('ABCPF1234K')).toBe('unavailable');
    expect(panMarker('abcpm1234k')).toBe('mismatch');
    expect(panMarker('ABCPX1234K')).toBe('invalid');
    expect(panMarker('ABCPE1234K')).toBe('valid');
  });
});
