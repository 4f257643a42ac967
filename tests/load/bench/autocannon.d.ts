// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p97_5: number;
      p99: number;
      total: number;
    }
    interface Result {
      duration: number;
      latency: Histogram;
      requests: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
