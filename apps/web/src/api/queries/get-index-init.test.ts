import { INDEX_INIT_ELEMENT_ID, type IndexInit } from '@hospital/contract';
import { createQueryClient } from '../query-client.ts';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/server.ts';
import { getIndexInitQueryOptions } from './get-index-init.ts';

const home = (hospitalName: string): IndexInit => ({
  hospitalName,
  servicePhone: '0571-88888888',
  sliders: [],
  marquee: [],
  latestNews: [],
  modules: { registration: true } as IndexInit['modules'],
});

function embed(data: string) {
  const element = document.createElement('script');
  element.id = INDEX_INIT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = data;
  document.body.append(element);
}

afterEach(() => document.getElementById(INDEX_INIT_ELEMENT_ID)?.remove());

describe('the home data the server put in the page', () => {
  it('is the first answer, without asking; taken once, a later cache asks the server', async () => {
    let asked = 0;
    server.use(
      mock.get('*/api/index/init', () => {
        asked += 1;
        return HttpResponse.json(home('从服务器'));
      }),
    );
    embed(JSON.stringify(home('页面里的')));
    const first = await createQueryClient().fetchQuery(getIndexInitQueryOptions());
    expect(first.hospitalName).toBe('页面里的');
    expect(asked).toBe(0);
    expect(document.getElementById(INDEX_INIT_ELEMENT_ID)).toBeNull();

    const later = await createQueryClient().fetchQuery(getIndexInitQueryOptions());
    expect(later.hospitalName).toBe('从服务器');
    expect(asked).toBe(1);
  });

  it('is asked for when what the page carries cannot be read', async () => {
    server.use(mock.get('*/api/index/init', () => HttpResponse.json(home('从服务器'))));
    embed('{not json');
    const answer = await createQueryClient().fetchQuery(getIndexInitQueryOptions());
    expect(answer.hospitalName).toBe('从服务器');
  });
});
