import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shippingZoneSchema, type ShippingZoneInput } from '../../domain/shipping-schemas';
import type { ShippingZone } from '../../domain/types';
import { shippingZones as fixtureZones } from '../../fixtures/shipping';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const asZone = (body: unknown) => shippingZoneSchema.parse(body) as ShippingZone;
const list = async () =>
  z.array(shippingZoneSchema).parse(await (await api.get('/shipping-zones')).json());

function zoneInput(overrides: Partial<ShippingZoneInput> = {}): ShippingZoneInput {
  return {
    name: 'Northwest Indiana',
    regions: ['Gary', 'Hammond'],
    methods: [
      { name: 'Ground', priceCents: 1299, minOrderCents: 3000, estimatedDays: '2 - 3 days' },
    ],
    ...overrides,
  };
}

async function create(overrides: Partial<ShippingZoneInput> = {}, as: Sender = 'admin') {
  const response = await api.post('/shipping-zones', { as, json: zoneInput(overrides) });
  return asZone(await expectJson(response, 201));
}

describe('reading shipping zones', () => {
  it('lists the seeded zones, in order, to anyone', async () => {
    expect(await list()).toEqual(fixtureZones);
  });

  it('returns one zone, and 404 for an unknown id', async () => {
    expect(await expectJson(await api.get('/shipping-zones/local'), 200)).toEqual(fixtureZones[0]);
    expect(await expectError(await api.get('/shipping-zones/atlantis'), 404)).toEqual({
      error: 'not_found',
      message: 'Shipping zone not found',
    });
  });
});

describe('who may write shipping zones', () => {
  const refusals = [
    ['anonymous', 401, 'unauthorized'],
    ['customer', 403, 'forbidden'],
    ['editor', 403, 'forbidden'],
  ] as const;

  it.each(refusals)('POST as %s → %i', async (as, status, code) => {
    const response = await api.post('/shipping-zones', { as, json: zoneInput() });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('PUT as %s → %i', async (as, status, code) => {
    const response = await api.put('/shipping-zones/local', {
      as,
      json: zoneInput({ name: 'Local' }),
    });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('DELETE as %s → %i', async (as, status, code) => {
    const response = await api.delete('/shipping-zones/local', { as });
    expect((await expectError(response, status)).error).toBe(code);
    expect(await list()).toEqual(fixtureZones);
  });

  it('lets the admin create, update and delete', async () => {
    const created = await create({ name: 'Admin Matrix Zone' });
    const updated = await api.put(`/shipping-zones/${created.id}`, {
      as: 'admin',
      json: zoneInput({ name: 'Admin Matrix Zone', regions: ['Gary'] }),
    });
    expect(asZone(await expectJson(updated, 200)).regions).toEqual(['Gary']);
    expect((await api.delete(`/shipping-zones/${created.id}`, { as: 'admin' })).status).toBe(204);
    await expectError(await api.get(`/shipping-zones/${created.id}`), 404);
  });
});

describe('creating, changing and deleting zones', () => {
  it('creates a zone with a slug id and method ids, listed last and read back', async () => {
    const zone = await create();
    expect(zone).toEqual({
      id: 'northwest-indiana',
      name: 'Northwest Indiana',
      regions: ['Gary', 'Hammond'],
      methods: [
        {
          id: 'northwest-indiana-ground',
          name: 'Ground',
          priceCents: 1299,
          minOrderCents: 3000,
          estimatedDays: '2-3 days',
        },
      ],
    });
    expect(await expectJson(await api.get(`/shipping-zones/${zone.id}`), 200)).toEqual(zone);
    expect((await list()).at(-1)).toEqual(zone);
  });

  it("changes the Local zone's Same Day price and keeps every method id; a restart keeps it", async () => {
    const local = fixtureZones[0]!;
    const methods = local.methods.map((method) =>
      method.id === 'local-same-day' ? { ...method, priceCents: 1249 } : method,
    );
    const response = await api.put('/shipping-zones/local', {
      as: 'admin',
      json: { ...local, methods, id: 'ignored' },
    });
    const saved = asZone(await expectJson(response, 200));
    expect(saved).toEqual({ ...local, methods });
    await server.restart();
    expect(await expectJson(await api.get('/shipping-zones/local'), 200)).toEqual(saved);
    expect((await list())[0]!.id).toBe('local');
  });

  it('answers 404 for updating or deleting an unknown zone', async () => {
    const put = await api.put('/shipping-zones/atlantis', { as: 'admin', json: zoneInput() });
    expect((await expectError(put, 404)).message).toBe('Shipping zone not found');
    const del = await api.delete('/shipping-zones/atlantis', { as: 'admin' });
    expect((await expectError(del, 404)).message).toBe('Shipping zone not found');
  });
});

describe('zone names are unique', () => {
  it.each(['Rest of Illinois', '  rest OF illinois '])(
    "refuses a new zone named '%s' with 409 on the name field",
    async (name) => {
      const response = await api.post('/shipping-zones', {
        as: 'admin',
        json: zoneInput({ name }),
      });
      const error = await expectError(response, 409);
      expect(error).toEqual({
        error: 'conflict',
        message: 'A zone with this name already exists',
        fields: { name: 'A zone with this name already exists' },
      });
    },
  );

  it("refuses renaming a zone to another's name, but keeps its own", async () => {
    const zone = await create({ name: 'Rename Test Zone' });
    const taken = await api.put(`/shipping-zones/${zone.id}`, {
      as: 'admin',
      json: zoneInput({ name: 'LOCAL' }),
    });
    expect((await expectError(taken, 409)).fields?.name).toBe(
      'A zone with this name already exists',
    );
    const same = await api.put(`/shipping-zones/${zone.id}`, {
      as: 'admin',
      json: zoneInput({ name: 'rename test zone' }),
    });
    expect(asZone(await expectJson(same, 200)).name).toBe('rename test zone');
  });

  it('lets exactly one of two simultaneous creations with one name through', async () => {
    const responses = await Promise.all(
      [0, 1].map(() =>
        api.post('/shipping-zones', { as: 'admin', json: zoneInput({ name: 'Race Zone' }) }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const losing = responses.find((r) => r.status === 409)!;
    expect((await expectError(losing, 409)).fields?.name).toBe(
      'A zone with this name already exists',
    );
    expect((await list()).filter((zone) => zone.name === 'Race Zone')).toHaveLength(1);
  });
});

describe('refusing bad zone bodies', () => {
  const method = zoneInput().methods[0]!;
  it.each([
    ['a blank name', { name: '  ' }, 'name', /Zone name is required/],
    ['an 81-character name', { name: 'x'.repeat(81) }, 'name', /at most 80/],
    ['no regions', { regions: [] }, 'regions', /at least one region/],
    ['a blank region', { regions: ['Gary', ' '] }, 'regions.1', /Region is required/],
    ['no methods', { methods: [] }, 'methods', /at least one shipping method/],
    [
      'a bad estimate',
      { methods: [{ ...method, estimatedDays: 'soon' }] },
      'methods.0.estimatedDays',
      /N-M days/,
    ],
    [
      'a backwards estimate',
      { methods: [{ ...method, estimatedDays: '3-1 days' }] },
      'methods.0.estimatedDays',
      /N-M days/,
    ],
    [
      'a negative price',
      { methods: [{ ...method, priceCents: -1 }] },
      'methods.0.priceCents',
      /cannot be negative/,
    ],
    [
      'a price in fractions of a cent',
      { methods: [{ ...method, priceCents: 9.5 }] },
      'methods.0.priceCents',
      /whole cents/,
    ],
    [
      'two methods with one name',
      { methods: [method, { ...method, name: ' ground ' }] },
      'methods.1.name',
      /its own name/,
    ],
  ])('%s → 400', async (_label, overrides, field, message) => {
    const response = await api.post('/shipping-zones', {
      as: 'admin',
      json: zoneInput(overrides as Partial<ShippingZoneInput>),
    });
    const error = await expectError(response, 400);
    expect(error.fields?.[field], JSON.stringify(error.fields)).toMatch(message);
  });
});
