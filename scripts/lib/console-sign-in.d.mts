// Types of ./console-sign-in.mjs for the TypeScript tests.
export declare function signInOperator(baseUrl: string, email: string, password: string): Promise<string>;
