import { describe, expect, it } from 'vitest';
import { signV4 } from './sigv4';

// AWS Signature Version 4 test suite vectors (credentials AKIDEXAMPLE, 2015-08-30T12:36:00Z).
const base = {
  headers: {},
  body: '',
  region: 'us-east-1',
  service: 'service',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  date: new Date('2015-08-30T12:36:00Z'),
};
const scope = 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

describe('signV4', () => {
  it('get-vanilla', () => {
    const h = signV4({ ...base, method: 'GET', url: 'https://example.amazonaws.com/' });
    expect(h.Authorization).toBe(`${scope}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`);
    expect(h['X-Amz-Date']).toBe('20150830T123600Z');
  });

  it('get-vanilla-query-order-key-case', () => {
    const h = signV4({ ...base, method: 'GET', url: 'https://example.amazonaws.com/?Param2=value2&Param1=value1' });
    expect(h.Authorization).toBe(`${scope}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`);
  });

  it('adds the session token to the signed headers', () => {
    const h = signV4({ ...base, method: 'POST', url: 'https://example.amazonaws.com/', sessionToken: 'tok' });
    expect(h['X-Amz-Security-Token']).toBe('tok');
    expect(h.Authorization).toContain('SignedHeaders=host;x-amz-date;x-amz-security-token,');
  });
});
