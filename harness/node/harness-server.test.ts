// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarnessServer } from './harness-server'

/** A build in <root>/dist with secrets next to it: in <root> and in the sibling <root>/dist-x. */
const index =
  '<!doctype html><meta charset="utf-8" /><meta http-equiv="Content-Security-Policy" content="default-src \'self\'" /><title>app</title>'
const secret = 'SECRET-OUTSIDE-DIST'
const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, row) => `row ${row}`))}\n`
let root = ''
let server: Awaited<ReturnType<typeof startHarnessServer>>

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'harness-server-'))
  await mkdir(join(root, 'dist', 'assets'), { recursive: true })
  await mkdir(join(root, 'dist-x'))
  await writeFile(join(root, 'dist', 'index.html'), index)
  await writeFile(join(root, 'dist', 'assets', 'app-1234.js'), 'export {}')
  // A build's compressed copies, as vite.config.ts emits them, and a file the build wrote without any.
  await writeFile(join(root, 'dist', 'assets', 'big-5678.js'), bigScript)
  await writeFile(join(root, 'dist', 'assets', 'big-5678.js.br'), brotliCompressSync(bigScript))
  await writeFile(join(root, 'dist', 'assets', 'big-5678.js.gz'), gzipSync(bigScript))
  await writeFile(join(root, 'dist', 'sw.js'), bigScript)
  await writeFile(join(root, 'package.json'), JSON.stringify({ secret }))
  await writeFile(join(root, 'dist-x', 'secret.json'), JSON.stringify({ secret }))
  await writeFile(join(root, 'dist-x', 'page'), secret)
  server = await startHarnessServer({ port: 0, framePort: 0, dist: join(root, 'dist') })
}, 30_000)

afterAll(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

/** A raw GET: the path goes out exactly as written (fetch would resolve the dots first). */
const get = (path: string, origin = `http://127.0.0.1:${server.port}`) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((done, reject) => {
    const { hostname, port } = new URL(origin)
    request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path, headers: { host: `${hostname}:${port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })

/** A GET that accepts `encodings`, answering the raw bytes. */
const getEncoded = (path: string, encodings: string, more: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((done, reject) => {
    request(
      { host: '127.0.0.1', port: server.port, path, headers: { 'accept-encoding': encodings, accept: 'text/html', ...more } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      },
    )
      .on('error', reject)
      .end()
  })

const decoded = ({ headers, bytes }: { headers: Record<string, string | string[] | undefined>; bytes: Buffer }) =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(bytes)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(bytes)
      : bytes
  ).toString()

describe('the Node harness server', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E%2Fpackage.json',
    '/assets/../../package.json',
    '/../dist-x/secret.json',
    '/%2e%2e/dist-x/secret.json',
    '/..%2fdist-x%2fsecret.json',
    '/../dist-x/page',
  ])('never serves a file outside dist/: %s', async (path) => {
    const answer = await get(path)
    expect(answer.body).not.toContain(secret)
    expect(answer.status === 404 || answer.body === index).toBe(true)
  })

  it('serves client routes with index.html and the security headers, assets immutable', async () => {
    const page = await get('/m/home')
    expect(page.status).toBe(200)
    expect(page.body).toBe(index)
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'")
    expect(page.headers['cache-control']).toBe('no-cache')
    const asset = await get('/assets/app-1234.js')
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['content-security-policy']).toBeUndefined()
  })

  it("answers the API from msw, and an unknown API path with the platform's JSON 404, not index.html", async () => {
    const status = await get('/wps/system/status')
    expect(status.status).toBe(200)
    expect(JSON.parse(status.body)).toMatchObject({ success: true })
    for (const path of ['/wps/no/such/call', '/lgw/anything', '/__harness/nothing']) {
      const unknown = await get(path)
      expect(unknown.status, path).toBe(404)
      expect(unknown.headers['content-type'], path).toContain('application/json')
      expect(JSON.parse(unknown.body), path).toMatchObject({ success: false, errorCode: 'NOT_FOUND' })
    }
  })

  it("answers a platform path asked with a method its endpoint does not take with the gateway's #459, as the platform does", async () => {
    const call = (path: string, method: string) => fetch(`http://127.0.0.1:${server.port}${path}`, { method })
    // Each served with GET only.
    for (const [path, method] of [
      ['/wps/system/status', 'POST'],
      ['/wps/system/status', 'DELETE'],
      ['/wps/relay/MCSFE_getAgentQuotaGroupByProduct', 'PUT'],
    ] as const) {
      const answer = await call(path, method)
      expect(answer.status, `${method} ${path}`).toBe(200)
      expect(await answer.json(), `${method} ${path}`).toMatchObject({ success: false, errorCode: '#459 http_method_not_support' })
    }
    // The right method still gets its answer; an unknown path is still not found.
    expect((await call('/wps/system/status', 'GET')).status).toBe(200)
    expect((await call('/wps/no/such/call', 'POST')).status).toBe(404)
  })

  it("serves the build's brotli copy to a browser that takes it, the gzip copy otherwise, plain to the rest; still immutable", async () => {
    const brotli = await getEncoded('/assets/big-5678.js', 'gzip, deflate, br')
    expect([brotli.headers['content-encoding'], brotli.headers['vary'], decoded(brotli)]).toEqual(['br', 'Accept-Encoding', bigScript])
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.bytes.length).toBeLessThan(bigScript.length / 4)
    const gzip = await getEncoded('/assets/big-5678.js', 'gzip')
    expect([gzip.headers['content-encoding'], decoded(gzip)]).toEqual(['gzip', bigScript])
    const plain = await getEncoded('/assets/big-5678.js', 'identity')
    expect([plain.headers['content-encoding'], plain.bytes.toString()]).toEqual([undefined, bigScript])
  })

  it('answers a revalidation of an unchanged file with 304 and no body, per encoding', async () => {
    for (const [path, encodings] of [
      ['/m/home', 'gzip, br'],
      ['/assets/big-5678.js', 'gzip, br'],
      ['/assets/big-5678.js', 'gzip'],
      ['/sw.js', 'gzip, br'],
    ] as const) {
      const first = await getEncoded(path, encodings)
      const tag = String(first.headers['etag'])
      expect(tag, path).toMatch(/^W\/"/)
      const again = await getEncoded(path, encodings, { 'if-none-match': tag })
      expect([again.status, again.bytes.length], path).toEqual([304, 0])
    }
    // A copy in another encoding is another entity: its tag does not match the brotli one.
    const brotli = await getEncoded('/assets/big-5678.js', 'br')
    const gzip = await getEncoded('/assets/big-5678.js', 'gzip', { 'if-none-match': String(brotli.headers['etag']) })
    expect([gzip.status, decoded(gzip)]).toEqual([200, bigScript])
  })

  it('compresses on the way out what has no copy: the API and the service worker', async () => {
    const worker = await getEncoded('/sw.js', 'gzip, br')
    expect([worker.headers['content-encoding'], decoded(worker)]).toEqual(['br', bigScript])
    expect(worker.headers['cache-control']).toBe('no-cache')
    const status = await getEncoded('/wps/system/status', 'gzip, br')
    expect(status.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decoded(status))).toMatchObject({ success: true })
  })

  it('drops the connection when the scenario is offline', async () => {
    const base = `http://127.0.0.1:${server.port}`
    await fetch(`${base}/__harness/scenario`, { method: 'PUT', body: JSON.stringify({ offline: true }) })
    await expect(get('/wps/system/status')).rejects.toThrow(/socket hang up|ECONNRESET/)
    await fetch(`${base}/__harness/reset`, { method: 'POST' })
    expect((await get('/wps/system/status')).status).toBe(200)
  })

  it('serves frame pages on the frame origin only, and nothing else there', async () => {
    expect((await get('/harness-task')).status).toBe(404)
    expect((await get('/harness-task', server.frameOrigin)).status).toBe(200)
    expect((await get('/m/home', server.frameOrigin)).status).toBe(404)
    expect((await get('/__harness/scenario', server.frameOrigin)).status).toBe(404)
  })
})
