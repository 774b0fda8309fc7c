/** What the widget starts with in each embedding mode (DESIGN §4), and the spec §2 route table. */
import { expect } from 'chai';
import { Routes } from '../../protocol';
import type { RouteName } from '../../protocol';
import { launchFrom, parseParams, serverBase } from '../../src/launch';
import { missingParams, queryFromSearch, routeFromPath, routeUrl } from '../../src/routes';

describe('launch', () => {
  it('element mode: attributes make the query; the server defaults to the bundle origin', () => {
    const launch = launchFrom(
      { channelId: 'demo', locale: 'en', params: '{"userName":"Ann","groupId":3,"nested":{"x":1}}' },
      { pathname: '/shop/cart', search: '?channelId=evil', origin: 'http://shop.example' },
    );
    expect(launch.mode).to.equal('element');
    expect(launch.place).to.deep.equal({ route: 'index', query: { userName: 'Ann', groupId: '3', channelId: 'demo', locale: 'en' } });
    expect(launch.server).to.equal(new URL(import.meta.url).origin);
    expect(launch.iframe).to.equal(false);
  });

  it('page mode: the route and query come from the address; the API is the page origin', () => {
    const launch = launchFrom({ mode: 'page' }, { pathname: '/chat_online/leaveMsg', search: '?channelId=demo&channelId=other', origin: 'http://kefu.example' });
    expect(launch.place).to.deep.equal({ route: 'leaveMsg', query: { channelId: 'demo' } });
    expect(launch.server).to.equal('http://kefu.example');
  });

  it('accepts only http(s) server URLs, and bad params JSON is ignored', () => {
    expect(serverBase('https://kefu.example/prefix/')).to.equal('https://kefu.example/prefix');
    expect(serverBase('javascript:alert(1)')).to.equal(null);
    expect(serverBase('not a url')).to.equal(null);
    expect(parseParams('{bad json')).to.deep.equal({});
    expect(parseParams('[1,2]')).to.deep.equal({});
    expect(parseParams('"x"')).to.deep.equal({});
  });
});

describe('route table (spec §2)', () => {
  it('maps every Routes entry under /chat_online/ both ways', () => {
    for (const name of Object.keys(Routes) as RouteName[]) {
      expect(routeFromPath(`/chat_online${Routes[name]}`)).to.equal(name);
      expect(routeUrl(name, { a: 'b c' })).to.equal(`/chat_online${Routes[name]}?a=b+c`);
    }
    expect(routeFromPath('/chat_online/')).to.equal('index');
    expect(routeFromPath('/chat_online/nope')).to.equal('index');
  });

  it('names the missing ids of each route', () => {
    expect(missingParams('index', {})).to.deep.equal(['channelId']);
    expect(missingParams('question', queryFromSearch('?docId=1'))).to.deep.equal([]);
    expect(missingParams('workorder', queryFromSearch('?token=t'))).to.deep.equal(['woId']);
    expect(missingParams('formData', {})).to.deep.equal(['tenantId', 'templateId']);
    expect(missingParams('mobileWorkorder', queryFromSearch('?woId=1&userId=u'))).to.deep.equal([]);
  });
});
