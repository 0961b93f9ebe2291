import {
  EXTRA_ALLOWED_HOSTS,
  REFUSED_MESSAGE,
  allowedHostsOf,
  hostsOf,
  httpHostOf,
  isEmbeddable,
  isHostAllowed,
} from './allowList'

const allowed = [...hostsOf(['https://m.trip.example.com', 'https://api.example.com/b2b/']), ...EXTRA_ALLOWED_HOSTS]

describe('httpHostOf', () => {
  it('reads the host of http and https addresses', () => {
    expect(httpHostOf('https://M.Example.com:8443/a?b=1')).toBe('m.example.com')
    expect(httpHostOf('http://example.com')).toBe('example.com')
    expect(httpHostOf('https://example.com#x')).toBe('example.com')
  })

  it('refuses other schemes, credentials and odd hosts', () => {
    expect(httpHostOf('javascript:alert(1)')).toBeNull()
    expect(httpHostOf('data:text/html,hi')).toBeNull()
    expect(httpHostOf('//example.com')).toBeNull()
    expect(httpHostOf('ftp://example.com')).toBeNull()
    expect(httpHostOf('https://example.com@evil.com/')).toBeNull()
    expect(httpHostOf('https://user:pw@evil.com/')).toBeNull()
    expect(httpHostOf('https://evil.com\\@example.com')).toBeNull()
    expect(httpHostOf('https://[::1]/')).toBeNull()
    expect(httpHostOf('https:///path')).toBeNull()
  })
})

describe('isEmbeddable', () => {
  it('admits the own origin, the API hosts and the listed hosts', () => {
    expect(isEmbeddable('https://m.trip.example.com/hybrid/html/online_service.html?isApp=0', allowed)).toBe(true)
    expect(isEmbeddable('https://api.example.com/x', allowed)).toBe(true)
    expect(isEmbeddable('https://mp.weixin.qq.com/s/abc', allowed)).toBe(true)
  })

  it('admits subdomains only for dotted entries', () => {
    expect(isEmbeddable('https://uri.amap.com/marker', allowed)).toBe(true)
    expect(isEmbeddable('https://amap.com/', allowed)).toBe(true)
    expect(isEmbeddable('https://x.mp.weixin.qq.com/', allowed)).toBe(false)
    expect(isHostAllowed('evilamap.com', ['.amap.com'])).toBe(false)
  })

  it('refuses plain http and other ports on a listed host, but admits the own origin exactly', () => {
    expect(isEmbeddable('http://mp.weixin.qq.com/s/abc', allowed)).toBe(false)
    expect(isEmbeddable('https://mp.weixin.qq.com:8443/s/abc', allowed)).toBe(false)
    expect(isEmbeddable('https://mp.weixin.qq.com:443/s/abc', allowed)).toBe(true)
    expect(isEmbeddable('http://127.0.0.1:8080/server-assets/a.html', ['127.0.0.1'], 'http://127.0.0.1:8080')).toBe(true)
    expect(isEmbeddable('http://127.0.0.1:9090/', ['127.0.0.1'], 'http://127.0.0.1:8080')).toBe(false)
    expect(isEmbeddable('https://127.0.0.1:8080/', ['127.0.0.1'], 'http://127.0.0.1:8080')).toBe(false)
  })

  it('refuses everything else', () => {
    expect(isEmbeddable('https://evil.com/', allowed)).toBe(false)
    expect(isEmbeddable('https://m.trip.example.com.evil.com/', allowed)).toBe(false)
    expect(isEmbeddable('javascript:alert(1)', allowed)).toBe(false)
    expect(REFUSED_MESSAGE).toBe('该地址不在允许范围内，无法打开')
  })
})

describe('allowedHostsOf', () => {
  it('joins the own origin, every environment API host and module host, extra bases and the list', () => {
    const hosts = allowedHostsOf({
      ownOrigin: 'http://localhost:8080',
      environments: [
        { apiBase: 'https://api.a.cn' },
        { apiBase: 'https://api.a.cn', modules: { car: 'https://car.a.cn/car' } },
      ],
      extraBases: ['https://agent.b.cn', '', null],
    })
    expect(hosts).toEqual(['localhost', 'api.a.cn', 'car.a.cn', 'agent.b.cn', ...EXTRA_ALLOWED_HOSTS])
  })
})
