import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from './roles';
import {
  ApiError,
  errorCode,
  buildQuery,
  createApiClient,
  createFetchTransport,
  errorMessage,
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
  type MultipartPart,
} from './api-client';

const answering = (res: ApiResponse): ApiTransport => ({ request: async () => res });
const fallback = 'Não foi possível registrar a assinatura! Por favor, tente novamente mais tarde.';

describe('errors and the docs/PRODUCT.md §8 message chain', () => {
  it("shows the server's message when it sent one", async () => {
    const api = createApiClient(
      answering({
        status: 409,
        headers: {},
        body: { message: 'Este e-mail já está inscrito na newsletter.', code: 'conflict' },
      }),
    );
    const error = await api.subscribe('ana@empresa.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, fallback)).toBe('Este e-mail já está inscrito na newsletter.');
    expect(errorCode(error)).toBe('conflict');
  });

  it('keeps no code that is not one of ours, and none for what is not an ApiError', async () => {
    const api = createApiClient(answering({ status: 400, headers: {}, body: { message: 'Ruim', code: 'EBADF' } }));
    const error = (await api.subscribe('ana@empresa.com').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Ruim');
    expect(error.code).toBeUndefined();
    expect(errorCode(new Error('x'))).toBeUndefined();
  });

  it("falls back to the screen's own text when the answer carries no message (a proxy's HTML page)", async () => {
    const api = createApiClient(answering({ status: 502, headers: {}, body: null }));
    const error = await api.subscribe('ana@empresa.com').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).code).toBeUndefined();
    expect(errorMessage(error, fallback)).toBe(fallback);
  });

  it("uses an error's own message, but not a network TypeError's English text", () => {
    expect(errorMessage(new Error('Tempo esgotado'), fallback)).toBe('Tempo esgotado');
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorMessage('algo', fallback)).toBe(fallback);
  });

  it('keeps per-field messages and the total of a paged list', async () => {
    const api = createApiClient(
      answering({
        status: 422,
        headers: {},
        body: { message: 'Verifique', code: 'invalid_input', errors: { email: 'Inválido' } },
      }),
    );
    const error = (await api.createContact({} as never).catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toEqual({ email: 'Inválido' });
    expect(error.code).toBe('invalid_input');
    const list = createApiClient(answering({ status: 200, headers: { 'x-total-count': '13' }, body: [] }));
    expect((await list.listPosts({ page: 2 })).total).toBe(13);
  });
});

/** A transport that records every request and answers 200 with the given body. */
function recording(body: unknown = {}, headers: Record<string, string> = {}) {
  const requests: ApiRequest[] = [];
  const transport: ApiTransport = {
    request: async (req) => {
      requests.push(req);
      return { status: 200, headers, body };
    },
  };
  return { api: createApiClient(transport), requests };
}

const png = { fileName: 'capa.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };

describe('requests the client hands its transport', () => {
  it('multipart post calls carry every part, files included, in order', async () => {
    const parts: MultipartPart[] = [
      { name: 'title', value: 'Título' },
      { name: 'image', file: png },
      { name: 'contentImages', file: { ...png, fileName: 'figura.png' } },
      { name: 'contentImageIds[]', value: '2' },
    ];
    const { api, requests } = recording({ id: 7 });
    expect(await api.createPost(parts)).toEqual({ id: 7 });
    await api.updatePost([{ name: 'postId', value: '7' }, ...parts]);
    expect(requests[0]).toEqual({ method: 'POST', path: '/posts', multipart: parts });
    expect(requests[1]!.method).toBe('PUT');
    expect(requests[1]!.path).toBe('/posts');
    expect(requests[1]!.multipart?.map((p) => p.name)).toEqual([
      'postId',
      'title',
      'image',
      'contentImages',
      'contentImageIds[]',
    ]);
    expect(requests[0]!.json).toBeUndefined();
  });

  it('JSON calls carry method, path and body', async () => {
    const { api, requests } = recording();
    await api.login('ana@alvorada.test', 'segredo');
    await api.updateUser(4, 'ana@alvorada.test', 2);
    await api.markContactsRead([{ id: 1 }, { id: 2 }]);
    await api.deleteSubscriber(9);
    expect(requests).toEqual([
      { method: 'POST', path: '/login', json: { username: 'ana@alvorada.test', password: 'segredo' } },
      { method: 'PUT', path: '/usuarios/4', json: { username: 'ana@alvorada.test', role: Role.Marketing } },
      { method: 'PUT', path: '/contato', json: [{ id: 1 }, { id: 2 }] },
      { method: 'DELETE', path: '/assinantes-newsletter/9' },
    ]);
  });

  it('query parameters go as query, never baked into the path', async () => {
    const { api, requests } = recording([]);
    await api.listPosts({ search: 'gestão de pessoas', page: 2, pageSize: 6 });
    await api.eventsSummary();
    expect(requests[0]).toMatchObject({ path: '/posts', query: { search: 'gestão de pessoas', page: 2, pageSize: 6 } });
    expect(requests[1]).toMatchObject({ path: '/eventos/resumo', query: { dias: 30 } });
  });
});

describe('buildQuery', () => {
  it('encodes values and leaves out undefined and empty ones', () => {
    expect(buildQuery({ search: 'gestão & ERP', page: 2, pageSize: undefined, tag: '' })).toBe(
      '?search=gest%C3%A3o+%26+ERP&page=2',
    );
    expect(buildQuery({ a: undefined })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('fetch transport', () => {
  function fakeFetch(answer: () => Response) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it('builds the URL with the query string and sends the bearer token it reads at call time', async () => {
    const { calls, fetchImpl } = fakeFetch(
      () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '3', 'Content-Type': 'application/json' } }),
    );
    let token: string | null = 'primeiro.jwt';
    const api = createApiClient(
      createFetchTransport({ baseUrl: 'http://127.0.0.1:3000/', getToken: () => token, fetchImpl }),
    );
    expect(await api.listPosts({ search: 'erp', page: 2 })).toEqual({ posts: [], total: 3 });
    expect(calls[0]!.url).toBe('http://127.0.0.1:3000/api/posts?search=erp&page=2');
    expect(calls[0]!.init.method).toBe('GET');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer primeiro.jwt');
    token = null;
    await api.getConfig();
    expect(calls[1]!.url).toBe('http://127.0.0.1:3000/api/config');
    expect(calls[1]!.init.headers as Record<string, string>).not.toHaveProperty('Authorization');
  });

  it('reads a capped search total: the cap as the total, and that it is not exact', async () => {
    const { fetchImpl } = fakeFetch(
      () =>
        new Response('[]', {
          status: 200,
          headers: { 'X-Total-Count': '1000', 'X-Total-Capped': '1', 'Content-Type': 'application/json' },
        }),
    );
    const api = createApiClient(createFetchTransport({ baseUrl: '', fetchImpl }));
    expect(await api.listPosts({ search: 'gestao' })).toEqual({ posts: [], total: 1000, capped: true });
  });

  it('sends JSON with its content type', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('{"id":5}', { status: 201 }));
    const api = createApiClient(createFetchTransport({ baseUrl: '', fetchImpl }));
    expect(await api.subscribe('ana@empresa.com')).toEqual({ id: 5 });
    expect(calls[0]!.url).toBe('/api/assinantes-newsletter');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ email: 'ana@empresa.com' });
  });

  it('sends multipart parts as FormData: text fields and files with name, type and bytes', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('{"id":8}', { status: 201 }));
    const api = createApiClient(createFetchTransport({ baseUrl: '', getToken: () => 'jwt', fetchImpl }));
    await api.createPost([
      { name: 'title', value: 'Título' },
      { name: 'image', file: png },
      { name: 'contentImageIds[]', value: '2' },
      { name: 'contentImageIds[]', value: '3' },
    ]);
    const { init } = calls[0]!;
    expect(init.method).toBe('POST');
    // The browser sets the multipart boundary itself: no Content-Type of ours.
    expect(init.headers as Record<string, string>).not.toHaveProperty('Content-Type');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Título');
    expect(form.getAll('contentImageIds[]')).toEqual(['2', '3']);
    const file = form.get('image') as File;
    expect(file.name).toBe('capa.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png.bytes);
  });

  it('lower-cases response headers and reads a non-JSON error body as no message', async () => {
    const { fetchImpl } = fakeFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const transport = createFetchTransport({ baseUrl: '', fetchImpl });
    const res = await transport.request({ method: 'GET', path: '/config' });
    expect(res).toMatchObject({ status: 502, body: null });
    expect(res.headers['content-type']).toBe('text/html');
    const error = (await createApiClient(transport)
      .getConfig()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('');
  });
});

describe('upload progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A stand-in for the browser's XMLHttpRequest: sends its body in two halves, then answers. */
  class FakeXhr {
    static last: FakeXhr | null = null;
    method = '';
    url = '';
    sent: unknown = null;
    requestHeaders: Record<string, string> = {};
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
      onload?: () => void;
    } = {};
    status = 0;
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      FakeXhr.last = this;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getAllResponseHeaders() {
      return 'Content-Type: application/json\r\nX-Total-Count: 1\r\n';
    }
    send(body: unknown) {
      this.sent = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
      this.upload.onload?.();
      this.status = 201;
      this.responseText = '{"id":7}';
      this.onload?.();
    }
  }

  const parts: MultipartPart[] = [
    { name: 'title', value: 'Com imagem' },
    { name: 'image', file: { fileName: 'capa.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3]) } },
  ];

  it('reports the share of a multipart body sent, and answers like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchImpl = vi.fn();
    const api = createApiClient(
      createFetchTransport({ baseUrl: 'http://x.test/', getToken: () => 'tok', fetchImpl: fetchImpl as never }),
    );
    const seen: number[] = [];
    expect(await api.createPost(parts, { onUploadProgress: (sent) => seen.push(sent) })).toEqual({ id: 7 });
    expect(seen).toEqual([0.5, 1, 1]);
    expect(fetchImpl).not.toHaveBeenCalled();
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://x.test/api/posts']);
    expect(xhr.requestHeaders.Authorization).toBe('Bearer tok');
    expect((xhr.sent as FormData).get('title')).toBe('Com imagem');
    expect(((xhr.sent as FormData).get('image') as File).name).toBe('capa.png');
  });

  it('uses fetch when no one asks for progress, or where there is no XMLHttpRequest (Node)', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"id":8}', { status: 200 }));
    const api = createApiClient(createFetchTransport({ baseUrl: '', fetchImpl: fetchImpl as never }));
    const seen: number[] = [];
    expect(await api.updatePost(parts, { onUploadProgress: (sent) => seen.push(sent) })).toEqual({ id: 8 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });
});
