import crosscheck.javasdk.Adapter;

/**
 * Entry point of the a2a-crosscheck stdio adapter over the official Java A2A SDK 0.3.2.Final:
 * {@code java -cp 'target/java-a2a-sdk-adapter.jar:target/lib/*' Main}.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws Exception {
        new Adapter(System.in, System.out).run();
    }
}
